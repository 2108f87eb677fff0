import { z } from "zod";
import { paymentReceiptSchema } from "../membership/responses.ts";
import { isoDateTimeSchema } from "../shared/envelope.ts";

/**
 * The allow-listed public shape of a user (spec 000 §3 "Login response fields read": Id, Username, Email,
 * AccountType, MembershipId, ProfileImage, UserMemeberships.MembershipId, plus the names and language the
 * header and the interface need). `UserMemeberships` keeps the spec's spelling.
 */
export const publicUserSchema = z.object({
  Id: z.number().int(),
  Username: z.string(),
  Email: z.string(),
  FirstName: z.string(),
  LastName: z.string(),
  /** 1 member, 99 administrator. */
  AccountType: z.number().int(),
  /** The level of the current membership; null for an account without one (administrators). */
  MembershipId: z.number().int().nullable(),
  ProfileImage: z.string().nullable(),
  Language: z.string(),
  UserMemeberships: z.object({ MembershipId: z.number().int(), EndDateTime: isoDateTimeSchema }).nullable(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** Data of Account/Login: the user and a 90-day bearer token (`expires_in` in seconds). */
export const loginResultSchema = publicUserSchema.extend({
  LoginTokenResponseModel: z.object({
    access_token: z.string(),
    token_type: z.literal("Bearer"),
    expires_in: z.number().int(),
  }),
});
export type LoginResult = z.infer<typeof loginResultSchema>;

/** Data of Account/GetUserWeb: the full profile, for the user themself or an administrator. */
export const userProfileSchema = publicUserSchema.extend({
  Phone: z.string(),
  Country: z.string(),
  WebpageURL: z.string(),
  Specializations: z.string(),
  Bio: z.string(),
  IntroDescription: z.string(),
  SubscribeToNewsletter: z.boolean(),
  IsEmailConfirmed: z.boolean(),
  CreatedAt: isoDateTimeSchema,
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/**
 * Data of Account/signup. The spec reads LoginTokenResponseModel.access_token, which stays null: an account
 * logs in only once its e-mail address is confirmed. A paid sign-up carries its receipt.
 */
export const signupResultSchema = z.object({
  Id: z.number().int(),
  Email: z.string(),
  Username: z.string(),
  LoginTokenResponseModel: z.object({ access_token: z.null() }),
  /** Null on the free Starter plan. */
  Payment: paymentReceiptSchema.nullable(),
});
export type SignupResult = z.infer<typeof signupResultSchema>;

/** Data of User/ChangeUserEmail: where the confirmation link went. */
export const emailChangeRequestedSchema = z.object({ PendingEmail: z.string() });
export type EmailChangeRequested = z.infer<typeof emailChangeRequestedSchema>;

/** Data of User/ConfirmUserEmailChange: a new access token (every older session ended) and the user. */
export const emailChangeResultSchema = z.object({ Token: z.string(), User: publicUserSchema });
export type EmailChangeResult = z.infer<typeof emailChangeResultSchema>;
