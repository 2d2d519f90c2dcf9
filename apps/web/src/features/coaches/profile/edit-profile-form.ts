import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import {
  coachBioFieldsSchema,
  coachProfileFieldsSchema,
  type COACH_LANGUAGES,
  type CoachOwnProfile,
  type SocialField,
} from '@oola/domain';

type CoachLanguage = (typeof COACH_LANGUAGES)[number];

/** MY PROFILE and MY BIO: the server's own rules. */
const editProfileSchema = coachProfileFieldsSchema.extend(coachBioFieldsSchema.shape);

export type EditProfileValues = {
  firstName: string;
  lastName: string;
  zipCode: string;
  country: string;
  primaryLanguage: CoachLanguage;
  state: string;
  city: string;
  emailAddress: string;
  /** Digits only; the input shows them masked 999-999-9999. */
  phoneNumber: string;
  websiteUrl: string;
  calendlyUrl: string;
  listingPageHeader: string;
  myOffer: string;
  aboutMe: string;
  rateItemCode: string;
  testimonial: { text: string; fullName: string; location: string; clientPermission: boolean };
} & Record<SocialField, string>;

const text = (value: string | null) => value ?? '';

export function toFormValues(profile: CoachOwnProfile): EditProfileValues {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    zipCode: profile.zipCode,
    country: profile.country || 'US',
    primaryLanguage: profile.primaryLanguage as CoachLanguage,
    state: profile.state,
    city: profile.city,
    emailAddress: profile.emailAddress,
    phoneNumber: profile.phoneNumber.replace(/\D/g, ''),
    websiteUrl: text(profile.websiteUrl),
    calendlyUrl: text(profile.calendlyUrl),
    facebookUsername: text(profile.facebookUsername),
    instagramUsername: text(profile.instagramUsername),
    linkedInUsername: text(profile.linkedInUsername),
    twitterUsername: text(profile.twitterUsername),
    tikTokUsername: text(profile.tikTokUsername),
    youTubeUsername: text(profile.youTubeUsername),
    listingPageHeader: profile.listingPageHeader,
    myOffer: profile.myOffer,
    aboutMe: profile.aboutMe,
    rateItemCode: text(profile.rateItemCode),
    testimonial: {
      text: text(profile.testimonial.text),
      fullName: text(profile.testimonial.fullName),
      location: text(profile.testimonial.location),
      clientPermission: profile.testimonial.clientPermission,
    },
  };
}

export function useEditProfileForm(profile: CoachOwnProfile) {
  return useForm<EditProfileValues>({
    initialValues: toFormValues(profile),
    validate: zod4Resolver(editProfileSchema),
  });
}

export type EditProfileForm = ReturnType<typeof useEditProfileForm>;
