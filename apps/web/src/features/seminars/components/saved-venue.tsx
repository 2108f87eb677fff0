import { type ComponentType, useState } from "react";
import { useTranslation } from "react-i18next";
import { Select } from "../../../shared/ui/fields.tsx";

/** A place the instructor saved, as the seminar form's place fields take it (Country: the English name). */
export interface SavedVenue {
  id: number;
  venue: string;
  address: string;
  city: string;
  country: string;
}

export interface SavedVenuesProps {
  /** The form copies the venue into its place fields, where it stays the instructor's to edit. */
  onPick: (venue: SavedVenue) => void;
}

/**
 * The slot the seminar form shows above its place fields: the locations area owns the saved venues, so the route
 * module fills it (an administrator's tools leave it empty).
 */
export type SavedVenuesSlot = ComponentType<SavedVenuesProps>;

/** "Saved venue": nothing while the instructor has none; choosing one fills the place fields. */
export function SavedVenueSelect({ venues, onPick }: SavedVenuesProps & { venues: readonly SavedVenue[] }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState("");
  if (venues.length === 0) return null;
  return (
    <Select
      className="seminar-form__saved-venue"
      label={t("instructorSeminars.savedVenue")}
      placeholder={t("instructorSeminars.typePlace")}
      options={venues.map((venue) => ({ value: String(venue.id), label: `${venue.venue}, ${venue.city}` }))}
      value={chosen}
      onChange={(event) => {
        setChosen(event.target.value);
        // Going back to typing keeps what the fields hold: the instructor may have edited it.
        const venue = venues.find((entry) => String(entry.id) === event.target.value);
        if (venue) onPick(venue);
      }}
    />
  );
}
