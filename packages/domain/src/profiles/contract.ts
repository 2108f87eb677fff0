import { z } from "zod";
import { defineCall } from "../shared/contract.ts";
import { recordIdSchema } from "../shared/ids.ts";
import {
  accountSettingsSchema,
  licensingDetailsSchema,
  memberProfileSchema,
  remoteSessionsSchema,
  toggleRemoteSessionsQuerySchema,
  updateAccountSettingSchema,
  updateProfileSchema,
} from "./schemas.ts";

const userId = recordIdSchema();

/** Multipart (or JSON without a picture): the profile's text fields, Languages may repeat, one ProfileImageFile. */
export const updateUsers = defineCall({
  method: "POST",
  path: "/api/Account/UpdateUsers",
  query: z.object({ UserId: userId.optional() }),
  form: { fields: updateProfileSchema.extend({ ProfileImageFile: z.unknown().optional() }), json: true },
  data: memberProfileSchema,
});

export const getUserAccountSettings = defineCall({
  method: "GET",
  path: "/api/User/GetUserAccountSettings",
  query: z.object({ Id: userId }),
  data: accountSettingsSchema,
});

export const updateAccountSetting = defineCall({
  method: "POST",
  path: "/api/User/UpdateAccountSetting",
  body: updateAccountSettingSchema,
  data: accountSettingsSchema,
});

export const toggleRemoteSessions = defineCall({
  method: "GET",
  path: "/api/User/ToggleRemoteSessions",
  query: toggleRemoteSessionsQuerySchema,
  data: remoteSessionsSchema,
});

export const getInstructorLicensingDetails = defineCall({
  method: "GET",
  path: "/api/User/GetInstructorLicensingDetails",
  query: z.object({ InstructorId: userId }),
  data: licensingDetailsSchema,
});
