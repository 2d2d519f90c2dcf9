/** The dashboard's address that opens the member's own coaching room (My Oola Coach's room). */
export const MEMBER_ROOM_PARAM = 'coachingRoom';
export const MEMBER_ROOM_PATH = `/dashboard?${MEMBER_ROOM_PARAM}=open`;
