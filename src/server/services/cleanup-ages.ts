/** A sign-up whose email is not verified within this many days is deleted, name and all. */
export const UNVERIFIED_ACCOUNT_DAYS = 7
/** An upload that no grid of its owner shows this long after it was made is deleted. */
export const UNUSED_UPLOAD_HOURS = 24
