import { nameSearchWords, PRACTITIONER_LIMITS, type PractitionerFilters, type PractitionerType } from "@haa/domain";
import type { Deps } from "../../deps.ts";
import { AppError } from "../../http/errors.ts";
import { practitionersRepository as repo } from "./practitioners.repository.ts";

const notFound = () => new AppError(404, "NOT_FOUND", "practitionerErrors.notFound");

export function createPractitionerService(deps: Pick<Deps, "db" | "clock" | "audit">) {
  const { db, clock, audit } = deps;
  /** The audit log's "before" (ADR 0088): the administrator's columns only, never the member's profile. */
  async function recordBefore(userId: number) {
    if (!audit.recording()) return;
    const row = await repo.adminColumns(db, userId);
    audit.before(
      { kind: "user", id: userId },
      {
        PractitionerTypes: row?.practitionerTypes ?? [],
        CredentialsVerifiedAt: row?.credentialsVerifiedAt ?? null,
        UnlistedByAdminAt: row?.unlistedByAdminAt ?? null,
      },
    );
  }
  return {
    list(
      query: { search: string; filters: PractitionerFilters; page: number; pageSize: number },
      forcedType?: PractitionerType,
    ) {
      return repo.list(
        db,
        {
          words: nameSearchWords(query.search),
          filters: query.filters,
          ...(forcedType ? { forcedType } : {}),
          page: query.page,
          pageSize: query.pageSize,
        },
        clock.now(),
      );
    },
    latest() {
      return repo.latest(db, PRACTITIONER_LIMITS.latestCount, clock.now());
    },
    async detail(userId: number) {
      const row = await repo.findListed(db, userId, clock.now());
      if (!row) throw notFound();
      return row;
    },
    adminList(query: { search: string; page: number; pageSize: number }) {
      return repo.adminList(
        db,
        { words: nameSearchWords(query.search), page: query.page, pageSize: query.pageSize },
        clock.now(),
      );
    },
    async setTypes(userId: number, types: PractitionerType[]) {
      if (!(await repo.userExists(db, userId))) throw notFound();
      await recordBefore(userId);
      await repo.saveAdminColumns(db, userId, { practitionerTypes: [...new Set(types)] });
    },
    async setVerified(userId: number, verified: boolean) {
      if (!(await repo.userExists(db, userId))) throw notFound();
      await recordBefore(userId);
      await repo.saveAdminColumns(db, userId, { credentialsVerifiedAt: verified ? clock.now() : null });
    },
    async setUnlisted(userId: number, unlisted: boolean) {
      if (!(await repo.userExists(db, userId))) throw notFound();
      await recordBefore(userId);
      await repo.saveAdminColumns(db, userId, { unlistedByAdminAt: unlisted ? clock.now() : null });
    },
  };
}
export type PractitionerService = ReturnType<typeof createPractitionerService>;
