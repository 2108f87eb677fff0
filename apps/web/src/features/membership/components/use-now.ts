import { useState } from "react";

/** The time the page opened, fixed for its lifetime so prices and months do not shift while it is open. */
export function useNow(): Date {
  const [now] = useState(() => new Date());
  return now;
}
