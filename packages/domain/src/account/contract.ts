import { z } from "zod";
import { defineCall } from "../shared/contract.ts";
import { recordIdSchema } from "../shared/ids.ts";
import {
  emailChangeRequestedSchema,
  emailChangeResultSchema,
  loginResultSchema,
  signupResultSchema,
  userProfileSchema,
} from "./responses.ts";
import { changePasswordSchema, loginSchema, resetPasswordSchema, signupPayloadSchema } from "./schemas.ts";

const userId = recordIdSchema();
const tokenString = z.string().trim().min(1).max(200);

export const signup = defineCall({
  method: "POST",
  path: "/api/Account/signup",
  form: { fields: signupPayloadSchema.extend({ ProfileImageFile: z.unknown().optional() }), json: true },
  data: signupResultSchema,
});

export const login = defineCall({
  method: "POST",
  path: "/api/Account/Login",
  body: loginSchema,
  data: loginResultSchema,
});

export const checkUserLogout = defineCall({
  method: "GET",
  path: "/api/Account/CheckUserLogout",
  query: z.object({ userId }),
  data: z.boolean(),
});

export const logout = defineCall({
  method: "POST",
  path: "/api/Account/Logout",
  data: z.null(),
});

export const logoutAllSessions = defineCall({
  method: "POST",
  path: "/api/Account/LogoutAllSessions",
  data: z.null(),
});

export const resendEmailConfirmationLink = defineCall({
  method: "POST",
  path: "/api/Account/ResendEmailConfirmationLink",
  query: z.object({ email: z.string().max(254) }),
  data: z.null(),
});

export const confirmUserAccount = defineCall({
  method: "POST",
  path: "/api/Account/ConfirmUserAccount",
  query: z.object({ token: tokenString, userId: userId }),
  data: z.null(),
});

export const getUserWeb = defineCall({
  method: "GET",
  path: "/api/Account/GetUserWeb",
  query: z.object({ id: userId }),
  data: userProfileSchema,
});

export const sendLinkforResetPassword = defineCall({
  method: "POST",
  path: "/api/User/SendLinkforResetPassword",
  query: z.object({ email: z.string().max(254) }),
  data: z.null(),
});

export const emailVerificationforReset = defineCall({
  method: "POST",
  path: "/api/User/EmailVerificationforReset",
  query: z.object({ token: z.string().max(200) }),
  data: z.null(),
});

export const resetPassword = defineCall({
  method: "POST",
  path: "/api/User/ResetPassword",
  body: resetPasswordSchema,
  data: z.null(),
});

export const changePassword = defineCall({
  method: "PUT",
  path: "/api/User/ChangePassword",
  body: changePasswordSchema,
  data: z.null(),
});

export const changeUserEmail = defineCall({
  method: "POST",
  path: "/api/User/ChangeUserEmail",
  query: z.object({
    userId: userId,
    email: z.string().max(254),
  }),
  body: z.object({ Password: z.string().max(1000).optional() }).nullish(),
  data: emailChangeRequestedSchema,
});

export const confirmUserEmailChange = defineCall({
  method: "POST",
  path: "/api/User/ConfirmUserEmailChange",
  query: z.object({ token: tokenString, userId: userId }),
  data: emailChangeResultSchema,
});
