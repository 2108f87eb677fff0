// Route module of the modality pages (one lazy chunk): the overview and one page per modality.
export {
  AccessPage,
  AnimalsPage,
  BodyTalkPage,
  BreakthroughPage,
  FreefallPage,
  MindscapePage,
  ModalitiesPage,
} from "../../features/modalities/components/modality-pages.tsx";
