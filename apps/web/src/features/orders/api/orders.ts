import { type AddressInput, type Cart, contract, type UserAddress } from "@haa/domain";
import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { callApi, callData } from "../../../shared/api/call.ts";
import { useSession } from "../../../shared/session/session-store.ts";
import { type CartOwner, cartKey, cartQuery } from "./get-cart-items.ts";
import { ensureGuestId, readGuestId } from "./guest-id.ts";

export type {
  AddressInput,
  Cart,
  CartItem,
  CheckoutQuote,
  InstructorKit,
  Order,
  OrderList,
  ShippingZone,
} from "@haa/domain";
export type { CartOwner } from "./get-cart-items.ts";

/** Whose cart this browser shows: the member's when logged in, else the visitor's guest cart. */
export function useCartOwner(): CartOwner {
  const { user } = useSession();
  return user ? { UserId: user.Id } : { GuestId: ensureGuestId() };
}

export function useCart(owner: CartOwner) {
  return useQuery(cartQuery(owner));
}

const orderKeys = {
  all: ["orders"] as const,
  quotes: ["orders", "quote"] as const,
  quote: (owner: CartOwner, choice: CheckoutChoice) => [...orderKeys.quotes, owner, choice] as const,
  list: (owner: CartOwner, page: number) => [...orderKeys.all, "list", owner, page] as const,
  order: (id: number | null) => [...orderKeys.all, "order", id] as const,
  addresses: (userId: number | null) => [...orderKeys.all, "addresses", userId] as const,
  kits: (userId: number) => [...orderKeys.all, "kits", userId] as const,
  instructorQuote: (userId: number, items: KitItems, choice: CheckoutChoice) =>
    [...orderKeys.quotes, "instructor", userId, items, choice] as const,
  admin: ["orders", "admin"] as const,
  adminList: (query: AdminOrdersQuery) => [...orderKeys.admin, query] as const,
  zones: ["orders", "zones"] as const,
};

function useCartMutation<V>(run: (variables: V) => Promise<{ Data: Cart; Message: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (result) => {
      const owner: CartOwner =
        result.Data.UserId !== null ? { UserId: result.Data.UserId } : { GuestId: result.Data.GuestId ?? "" };
      queryClient.setQueryData(cartKey(owner), result.Data);
      void queryClient.invalidateQueries({ queryKey: orderKeys.quotes });
    },
  });
}

/** POST Store/AddToCart. */
export function useAddToCart() {
  return useCartMutation((v: { owner: CartOwner; productId: number; quantity: number }) =>
    callApi(contract.orders.addToCart, { body: { ...v.owner, ProductId: v.productId, Quantity: v.quantity } }),
  );
}

/** PUT Store/IncreaseCartItem, PUT Store/DecreaseCartItem, DELETE Store/DeleteCartItemById. */
export function useChangeLine() {
  return useCartMutation((v: { id: number; action: "increase" | "decrease" | "remove" }) => {
    const guestId = readGuestId() ?? undefined;
    if (v.action === "remove") {
      return callApi(contract.orders.deleteCartItemById, { query: { Id: v.id, GuestId: guestId } });
    }
    const call = v.action === "increase" ? contract.orders.increaseCartItem : contract.orders.decreaseCartItem;
    return callApi(call, { body: { Id: v.id, GuestId: guestId } });
  });
}

export interface CheckoutChoice {
  AddressId?: number | undefined;
  Address?: AddressInput | undefined;
  CountryCode?: string | undefined;
  CouponCode?: string | undefined;
}

/** POST Store/GetCheckoutQuote: the totals the server will charge. */
export const quoteQuery = (owner: CartOwner, choice: CheckoutChoice) =>
  queryOptions({
    queryKey: orderKeys.quote(owner, choice),
    queryFn: ({ signal }) => callData(contract.orders.getCheckoutQuote, { body: { ...owner, ...choice }, signal }),
  });

export function useQuote(owner: CartOwner, choice: CheckoutChoice, enabled = true) {
  return useQuery({
    ...quoteQuery(owner, choice),
    enabled,
    retry: false,
    placeholderData: keepPreviousData,
  });
}

export interface CardBody {
  CardHolderName: string;
  CardNumber: string;
  ExpiryDate: string;
  CVV: string;
}

/** POST Store/ProcessPayment, with the form's Idempotency-Key. */
export function useProcessPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: {
      owner: CartOwner;
      choice: CheckoutChoice;
      email?: string | undefined;
      amountPaid: number;
      card: CardBody;
      idempotencyKey: string;
    }) =>
      callApi(contract.orders.processPayment, {
        body: { ...v.owner, ...v.choice, Email: v.email, AmountPaid: v.amountPaid, ...v.card },
        headers: { "Idempotency-Key": v.idempotencyKey },
      }),
    onSettled: () => refreshAfterPayment(queryClient),
  });
}

/**
 * Everything of the orders after a payment, but the quotes only marked stale: fetched again at once, the quote of a
 * cart the payment just emptied would be refused ("Your cart is empty.") while the success page loads.
 */
function refreshAfterPayment(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({
      queryKey: orderKeys.all,
      predicate: (query) => query.queryKey[1] !== orderKeys.quotes[1],
    }),
    queryClient.invalidateQueries({ queryKey: orderKeys.quotes, refetchType: "none" }),
  ]);
}

/** GET Store/GetOrders?UserId or GuestId (paged). */
export const ordersQuery = (owner: CartOwner, page: number) =>
  queryOptions({
    queryKey: orderKeys.list(owner, page),
    queryFn: ({ signal }) => callData(contract.orders.getOrders, { query: { ...owner, page, pageSize: 10 }, signal }),
  });

export function useOrders(owner: CartOwner, page: number) {
  return useQuery({ ...ordersQuery(owner, page), placeholderData: keepPreviousData });
}

/**
 * The order /purchasedetail shows (`?orderId=`), read the same way by the screen and its loader: null when the
 * address names none, which the screen answers as not found without asking.
 */
export function orderIdFrom(search: URLSearchParams): number | null {
  const id = Number(search.get("orderId"));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** GET Store/GetOrderById (a guest's order with its GuestId). */
export const orderQuery = (id: number | null) =>
  queryOptions({
    queryKey: orderKeys.order(id),
    queryFn: ({ signal }) =>
      callData(contract.orders.getOrderById, {
        query: { Id: id ?? 0, GuestId: readGuestId() ?? undefined },
        signal,
      }),
  });

export function useOrder(id: number | null) {
  return useQuery({ ...orderQuery(id), enabled: id !== null, retry: false });
}

/** A saved address of the member's address book (the addresses area's answer). */
export type SavedAddress = UserAddress;

/** GET Account/GetUserAddresses: the member's address book, offered at checkout. */
export const savedAddressesQuery = (userId: number | null) =>
  queryOptions({
    queryKey: orderKeys.addresses(userId),
    queryFn: ({ signal }) => callData(contract.addresses.getUserAddresses, { query: { UserId: userId ?? 0 }, signal }),
  });

export function useSavedAddresses(userId: number | null) {
  return useQuery({ ...savedAddressesQuery(userId), enabled: userId !== null });
}

/** GET Store/GetInstructorKits. */
export const instructorKitsQuery = (userId: number) =>
  queryOptions({
    queryKey: orderKeys.kits(userId),
    queryFn: ({ signal }) => callData(contract.orders.getInstructorKits, { query: { UserId: userId }, signal }),
  });

export function useInstructorKits(userId: number) {
  return useQuery({ ...instructorKitsQuery(userId), retry: false });
}

type KitItems = { ProductId: number; Quantity: number }[];

/** POST Store/GetInstructorCheckoutQuote. */
export const instructorQuoteQuery = (userId: number, items: KitItems, choice: CheckoutChoice) =>
  queryOptions({
    queryKey: orderKeys.instructorQuote(userId, items, choice),
    queryFn: ({ signal }) =>
      callData(contract.orders.getInstructorCheckoutQuote, {
        body: { UserId: userId, Items: items, ...choice },
        signal,
      }),
  });

export function useInstructorQuote(userId: number, items: KitItems, choice: CheckoutChoice) {
  return useQuery({
    ...instructorQuoteQuery(userId, items, choice),
    enabled: items.length > 0,
    retry: false,
    placeholderData: keepPreviousData,
  });
}

/** POST Store/InstructorCheckout. */
export function useInstructorCheckout() {
  return useMutation({
    mutationFn: (v: {
      userId: number;
      items: KitItems;
      choice: CheckoutChoice;
      amountPaid: number;
      card: CardBody;
      idempotencyKey: string;
    }) =>
      callApi(contract.orders.instructorCheckout, {
        body: { UserId: v.userId, Items: v.items, ...v.choice, AmountPaid: v.amountPaid, ...v.card },
        headers: { "Idempotency-Key": v.idempotencyKey },
      }),
  });
}

// ---- administration ----

export interface AdminOrdersQuery {
  page: number;
  search: string;
  status: string;
}

/** What the orders tab shows first: page 1, no search, every status (the tab keeps them in its own state). */
export const FIRST_ADMIN_ORDERS: AdminOrdersQuery = { page: 1, search: "", status: "" };

export const adminOrdersQuery = (query: AdminOrdersQuery) =>
  queryOptions({
    queryKey: orderKeys.adminList(query),
    queryFn: ({ signal }) =>
      callData(contract.orders.adminGetOrders, {
        query: {
          page: query.page,
          pageSize: 20,
          search: query.search || undefined,
          filters: query.status ? JSON.stringify({ Status: query.status }) : undefined,
        },
        signal,
      }),
  });

export function useAdminOrders(query: AdminOrdersQuery) {
  return useQuery({ ...adminOrdersQuery(query), placeholderData: keepPreviousData });
}

export function useAdminOrderAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: number; action: "ship"; tracking: string } | { id: number; action: "refund" }) =>
      v.action === "ship"
        ? callApi(contract.orders.adminMarkOrderShipped, { body: { Id: v.id, TrackingNumber: v.tracking } })
        : callApi(contract.orders.adminRefundOrder, { body: { Id: v.id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.admin }),
  });
}

export const shippingZonesQuery = () =>
  queryOptions({
    queryKey: orderKeys.zones,
    queryFn: ({ signal }) => callData(contract.orders.adminGetShippingZones, { signal }),
  });

export function useShippingZones() {
  return useQuery(shippingZonesQuery());
}

export function useSaveShippingZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (zone: {
      Id?: number | undefined;
      Name: string;
      Countries: string[];
      IsFallback: boolean;
      Rates: { MaxWeightGrams: number; Price: number }[];
    }) => callApi(contract.orders.adminSaveShippingZone, { body: zone }),
    onSuccess: (result) => queryClient.setQueryData(orderKeys.zones, result.Data),
  });
}

/** Deletes a zone; the answer is the remaining zones, which replace the cached table. */
export function useDeleteShippingZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(contract.orders.adminDeleteShippingZone, { query: { Id: id } }),
    onSuccess: (result) => queryClient.setQueryData(orderKeys.zones, result.Data),
  });
}
