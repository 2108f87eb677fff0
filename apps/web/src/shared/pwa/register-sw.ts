/** Registers the service worker in production builds only; failures are only logged (spec 001 §2). */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  import("virtual:pwa-register")
    .then(({ registerSW }) => {
      registerSW({
        immediate: true,
        onRegisterError: (error: unknown) => console.error("Service worker registration failed", error),
      });
    })
    .catch((error: unknown) => console.error("Service worker registration failed", error));
}
