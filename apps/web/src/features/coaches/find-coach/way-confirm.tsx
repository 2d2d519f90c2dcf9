import { coachLocation } from '../directory';
import { ConfirmCoachPayment } from '../../payments';
import { useMemberCoachListing } from './api';
import { ErrorNotice, Loading } from './status';

/**
 * Way 3: confirm the coach, paying the first month first when the member must (the payments
 * feature's ConfirmCoachPayment; a decline shows its declined panel with retry).
 */
export function WayConfirm({
  coachId,
  onSelected,
  onCancel,
}: {
  coachId: number;
  onSelected: () => void;
  onCancel: () => void;
}) {
  const listing = useMemberCoachListing(coachId);
  if (listing.isError) return <ErrorNotice message={listing.error.message} />;
  const coach = listing.data;
  if (!coach) return <Loading />;
  return (
    <ConfirmCoachPayment
      coach={{
        id: coach.coachId,
        firstName: coach.firstName,
        lastName: coach.lastName,
        pictureUrl: coach.pictureUrl,
        location: coachLocation(coach),
      }}
      onSelected={onSelected}
      onCancel={onCancel}
    />
  );
}
