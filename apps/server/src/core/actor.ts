/**
 * The facts of the signed-in person that abilities read. The signed-in user that authentication puts on
 * the request (http/authenticate.ts) has them all, so it is an Actor as it stands.
 */
export interface Actor {
  readonly id: number;
  readonly userTypeId: number;
  readonly isActiveCoach: boolean;
  readonly isStaff: boolean;
}
