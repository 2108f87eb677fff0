import { contract, type SaveTranslationsInput, type TranslatableKind } from "@haa/domain";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi, callData } from "../api/call.ts";

const keys = { item: (kind: TranslatableKind, id: number) => ["translations", kind, id] as const };

/** GET Translation/GetTranslations: one item's words per language beside its English (administrators). */
export const itemTranslationsQuery = (kind: TranslatableKind, id: number) =>
  queryOptions({
    queryKey: keys.item(kind, id),
    queryFn: ({ signal }) => callData(contract.translations.getTranslations, { query: { Kind: kind, Id: id }, signal }),
  });

export function useItemTranslations(kind: TranslatableKind, id: number) {
  return useQuery(itemTranslationsQuery(kind, id));
}

/** PUT Translation/SaveTranslations; every cached read is stale after it (lists show the new words). */
export function useSaveTranslations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveTranslationsInput) => callApi(contract.translations.saveTranslations, { body: input }),
    onSuccess: (result, input) => {
      queryClient.setQueryData(keys.item(input.Kind, input.Id), result.Data);
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== "translations" });
    },
  });
}
