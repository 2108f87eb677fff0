import { describe, expect, it } from "vitest";
import { createIpLocation, isPrivateAddress } from "./ip-location.ts";

describe("the location port", () => {
  const locate = createIpLocation({});

  it.each([
    ["200.147.67.142", "BR"],
    ["::ffff:200.147.67.142", "BR"],
    ["133.242.0.3", "JP"],
    ["8.8.8.8", "US"],
    ["2001:4860:4860::8888", "US"],
  ])("places %s in %s", (ip, country) => {
    expect(locate(ip)).toBe(country);
  });

  it.each(["127.0.0.1", "::1", "10.0.0.7", "192.168.1.20", "172.20.0.1", "169.254.1.1", "fd00::1", "", "not-an-ip"])(
    "knows no country for %j",
    (ip) => {
      expect(isPrivateAddress(ip) || ip === "").toBe(true);
      expect(locate(ip)).toBeNull();
    },
  );

  it("lets DEV_COUNTRY override every address", () => {
    const dev = createIpLocation({ devCountry: "br" });
    expect(dev("127.0.0.1")).toBe("BR");
    expect(dev("8.8.8.8")).toBe("BR");
  });
});
