import type {
  AddressInput,
  Cart,
  CheckoutQuote,
  InstructorKit,
  Order,
  OrderList,
  ShippingZone,
  UserAddress,
} from "@haa/domain";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiData, apiRequest } from "../../../shared/api/client.ts";
import { useSession } from "../../../shared/session/session-store.ts";
import { type CartOwner, cartKey, getCartItems } from "./get-cart-items.ts";
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
  return useQuery({ queryKey: cartKey(owner), queryFn: () => getCartItems(owner) });
}

function useCartMutation<V>(run: (variables: V) => Promise<{ Data: Cart; Message: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (result) => {
      const owner: CartOwner =
        result.Data.UserId !== null ? { UserId: result.Data.UserId } : { GuestId: result.Data.GuestId ?? "" };
      queryClient.setQueryData(cartKey(owner), result.Data);
      void queryClient.invalidateQueries({ queryKey: ["orders", "quote"] });
    },
  });
}

/** POST Store/AddToCart. */
export function useAddToCart() {
  return useCartMutation((v: { owner: CartOwner; productId: number; quantity: number }) =>
    apiRequest<Cart>("Store/AddToCart", {
      method: "POST",
      json: { ...v.owner, ProductId: v.productId, Quantity: v.quantity },
    }),
  );
}

/** PUT Store/IncreaseCartItem, PUT Store/DecreaseCartItem, DELETE Store/DeleteCartItemById. */
export function useChangeLine() {
  return useCartMutation((v: { id: number; action: "increase" | "decrease" | "remove" }) => {
    const guestId = readGuestId() ?? undefined;
    if (v.action === "remove") {
      return apiRequest<Cart>("Store/DeleteCartItemById", { method: "DELETE", query: { Id: v.id, GuestId: guestId } });
    }
    return apiRequest<Cart>(v.action === "increase" ? "Store/IncreaseCartItem" : "Store/DecreaseCartItem", {
      method: "PUT",
      json: { Id: v.id, GuestId: guestId },
    });
  });
}

export interface CheckoutChoice {
  AddressId?: number | undefined;
  Address?: AddressInput | undefined;
  CountryCode?: string | undefined;
  CouponCode?: string | undefined;
}

/** POST Store/GetCheckoutQuote: the totals the server will charge. */
export function useQuote(owner: CartOwner, choice: CheckoutChoice, enabled = true) {
  return useQuery({
    queryKey: ["orders", "quote", owner, choice],
    queryFn: () => apiData<CheckoutQuote>("Store/GetCheckoutQuote", { method: "POST", json: { ...owner, ...choice } }),
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
      apiRequest<Order>("Store/ProcessPayment", {
        method: "POST",
        json: { ...v.owner, ...v.choice, Email: v.email, AmountPaid: v.amountPaid, ...v.card },
        headers: { "Idempotency-Key": v.idempotencyKey },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["orders"] }),
  });
}

/** GET Store/GetOrders?UserId or GuestId (paged). */
export function useOrders(owner: CartOwner, page: number) {
  return useQuery({
    queryKey: ["orders", "list", owner, page],
    queryFn: () => apiData<OrderList>("Store/GetOrders", { query: { ...owner, page, pageSize: 10 } }),
    placeholderData: keepPreviousData,
  });
}

/** GET Store/GetOrderById (a guest's order with its GuestId). */
export function useOrder(id: number | null) {
  return useQuery({
    queryKey: ["orders", "order", id],
    queryFn: () =>
      apiData<Order>("Store/GetOrderById", { query: { Id: id ?? 0, GuestId: readGuestId() ?? undefined } }),
    enabled: id !== null,
    retry: false,
  });
}

/** A saved address of the member's address book (the addresses area's answer). */
export type SavedAddress = UserAddress;

/** GET Account/GetUserAddresses: the member's address book, offered at checkout. */
export function useSavedAddresses(userId: number | null) {
  return useQuery({
    queryKey: ["orders", "addresses", userId],
    queryFn: () => apiData<SavedAddress[]>("Account/GetUserAddresses", { query: { UserId: userId ?? 0 } }),
    enabled: userId !== null,
  });
}

/** GET Store/GetInstructorKits. */
export function useInstructorKits(userId: number) {
  return useQuery({
    queryKey: ["orders", "kits", userId],
    queryFn: () => apiData<InstructorKit[]>("Store/GetInstructorKits", { query: { UserId: userId } }),
    retry: false,
  });
}

type KitItems = { ProductId: number; Quantity: number }[];

/** POST Store/GetInstructorCheckoutQuote. */
export function useInstructorQuote(userId: number, items: KitItems, choice: CheckoutChoice) {
  return useQuery({
    queryKey: ["orders", "quote", "instructor", userId, items, choice],
    queryFn: () =>
      apiData<CheckoutQuote>("Store/GetInstructorCheckoutQuote", {
        method: "POST",
        json: { UserId: userId, Items: items, ...choice },
      }),
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
      apiRequest<Order>("Store/InstructorCheckout", {
        method: "POST",
        json: { UserId: v.userId, Items: v.items, ...v.choice, AmountPaid: v.amountPaid, ...v.card },
        headers: { "Idempotency-Key": v.idempotencyKey },
      }),
  });
}

// ---- administration ----

export function useAdminOrders(query: { page: number; search: string; status: string }) {
  return useQuery({
    queryKey: ["orders", "admin", query],
    queryFn: () =>
      apiData<OrderList>("Store/AdminGetOrders", {
        query: {
          page: query.page,
          pageSize: 20,
          search: query.search || undefined,
          filters: query.status ? JSON.stringify({ Status: query.status }) : undefined,
        },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminOrderAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: number; action: "ship"; tracking: string } | { id: number; action: "refund" }) =>
      v.action === "ship"
        ? apiRequest<Order>("Store/AdminMarkOrderShipped", {
            method: "POST",
            json: { Id: v.id, TrackingNumber: v.tracking },
          })
        : apiRequest<Order>("Store/AdminRefundOrder", { method: "POST", json: { Id: v.id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["orders", "admin"] }),
  });
}

export function useShippingZones() {
  return useQuery({
    queryKey: ["orders", "zones"],
    queryFn: () => apiData<ShippingZone[]>("Store/AdminGetShippingZones"),
  });
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
    }) => apiRequest<ShippingZone[]>("Store/AdminSaveShippingZone", { method: "POST", json: zone }),
    onSuccess: (result) => queryClient.setQueryData(["orders", "zones"], result.Data),
  });
}

/** Deletes a zone; the answer is the remaining zones, which replace the cached table. */
export function useDeleteShippingZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<ShippingZone[]>("Store/AdminDeleteShippingZone", { method: "DELETE", query: { Id: id } }),
    onSuccess: (result) => queryClient.setQueryData(["orders", "zones"], result.Data),
  });
}
