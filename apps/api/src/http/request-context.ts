import { type InterfaceLanguage, languageFromAcceptHeader } from "@haa/domain";
import type { FastifyRequest } from "fastify";

declare module "fastify" {
  interface FastifyRequest {
    language: InterfaceLanguage;
  }
}

/** The caller's interface language, from the Accept-Language header the web client sends. */
export function requestLanguage(request: FastifyRequest): InterfaceLanguage {
  return languageFromAcceptHeader(request.headers["accept-language"]);
}

export function requestMeta(request: FastifyRequest) {
  return { ip: request.ip, userAgent: String(request.headers["user-agent"] ?? "") };
}
