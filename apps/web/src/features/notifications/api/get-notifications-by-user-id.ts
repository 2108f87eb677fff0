import { queryOptions } from "@tanstack/react-query";
import { apiData } from "../../../shared/api/client.ts";

/** GET Notification/GetNotificationsByUserId?userId. */
export function getNotificationsByUserId(userId: number): Promise<unknown> {
  return apiData<unknown>("Notification/GetNotificationsByUserId", { query: { userId } });
}

export const notificationsQuery = (userId: number) =>
  queryOptions({ queryKey: ["notifications", userId], queryFn: () => getNotificationsByUserId(userId) });
