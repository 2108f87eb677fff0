// Route module of the modality pages (one lazy chunk): the overview and one page per modality.
export {
  AccessPage,
  AnimalsPage,
  BodyTalkPage,
  BreakthroughPage,
  FreefallPage,
  MindscapePage,
  ModalitiesPage,
} from "./components/modality-pages.tsx";
