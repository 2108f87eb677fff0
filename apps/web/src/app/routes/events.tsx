// Route module of the events area (one lazy chunk): study groups and events.
export { EventsPage } from "../../features/events/components/events-page.tsx";
