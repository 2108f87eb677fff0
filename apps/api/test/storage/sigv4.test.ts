import { describe, expect, it } from "vitest";
import {
  EMPTY_PAYLOAD_SHA256,
  presignUrl,
  sha256Hex,
  signRequest,
  uriEncode,
} from "../../src/platform/storage/sigv4.ts";

// The worked examples of the Amazon S3 API reference: "Signature Calculations for the Authorization Header:
// Transferring Payload in a Single Chunk" (GET object, PUT object, list objects) and "Authenticating Requests:
// Using Query Parameters" (presigned GET). Same credentials and instant in all of them.
const creds = {
  accessKeyId: "AKIAIOSFODNN7EXAMPLE",
  secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
  region: "us-east-1",
  service: "s3",
};
const now = new Date("2013-05-24T00:00:00Z");
const host = "https://examplebucket.s3.amazonaws.com";

describe("SigV4 against AWS's published examples", () => {
  it("GET object with a Range header: canonical request, string to sign and signature", () => {
    const signed = signRequest(
      {
        method: "GET",
        url: new URL(`${host}/test.txt`),
        headers: { Range: "bytes=0-9" },
        payloadHash: EMPTY_PAYLOAD_SHA256,
        now,
      },
      creds,
    );
    expect(signed.canonicalRequest).toBe(
      [
        "GET",
        "/test.txt",
        "",
        "host:examplebucket.s3.amazonaws.com",
        "range:bytes=0-9",
        `x-amz-content-sha256:${EMPTY_PAYLOAD_SHA256}`,
        "x-amz-date:20130524T000000Z",
        "",
        "host;range;x-amz-content-sha256;x-amz-date",
        EMPTY_PAYLOAD_SHA256,
      ].join("\n"),
    );
    expect(signed.stringToSign).toBe(
      [
        "AWS4-HMAC-SHA256",
        "20130524T000000Z",
        "20130524/us-east-1/s3/aws4_request",
        "7344ae5b7ee6c3e7e6b0fe0640412a37625d1fbfff95c48bbb2dc43964946972",
      ].join("\n"),
    );
    expect(signed.headers.authorization).toBe(
      "AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41",
    );
  });

  it("PUT object: the payload hash and a `$` in the key encoded once", () => {
    const body = Buffer.from("Welcome to Amazon S3.");
    expect(sha256Hex(body)).toBe("44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072");
    const signed = signRequest(
      {
        method: "PUT",
        url: new URL(`${host}/test$file.text`),
        headers: { Date: "Fri, 24 May 2013 00:00:00 GMT", "x-amz-storage-class": "REDUCED_REDUNDANCY" },
        payloadHash: sha256Hex(body),
        now,
      },
      creds,
    );
    expect(signed.canonicalRequest.split("\n").slice(0, 2)).toEqual(["PUT", "/test%24file.text"]);
    expect(signed.stringToSign.split("\n")[3]).toBe("9e0e90d9c76de8fa5b200d8c849cd5b8dc7a3be3951ddb7f6a76b4158342019d");
    expect(signed.signature).toBe("98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd");
    expect(signed.signedHeaders).toBe("date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class");
  });

  it("GET bucket (list objects): query parameters sorted", () => {
    const signed = signRequest(
      { method: "GET", url: new URL(`${host}/?max-keys=2&prefix=J`), payloadHash: EMPTY_PAYLOAD_SHA256, now },
      creds,
    );
    expect(signed.signature).toBe("34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7");
  });

  it("presigned GET valid for a day", () => {
    const url = presignUrl({ method: "GET", url: new URL(`${host}/test.txt`), expiresInSeconds: 86400, now }, creds);
    expect(url).toBe(
      "https://examplebucket.s3.amazonaws.com/test.txt?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20130524T000000Z&X-Amz-Expires=86400&X-Amz-SignedHeaders=host&X-Amz-Signature=aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404",
    );
  });

  it("encodes the RFC 3986 way (also ! ' ( ) *), unlike encodeURIComponent", () => {
    expect(uriEncode("a b!'()*~-_.")).toBe("a%20b%21%27%28%29%2A~-_.");
    expect(uriEncode("a/b+c")).toBe("a%2Fb%2Bc");
  });
});
