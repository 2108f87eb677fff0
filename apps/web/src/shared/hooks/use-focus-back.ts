import { useEffect, useState } from "react";

/**
 * Gives the focus back to the element with this id once it is in the page again. A Reply or Edit button gives its
 * place to a form; when the form closes the button returns, and without this the focus would be left on <body>.
 * Call the returned function as the form closes.
 */
export function useFocusBack(id: string): () => void {
  const [due, setDue] = useState(false);
  useEffect(() => {
    if (!due) return;
    setDue(false);
    document.getElementById(id)?.focus();
  }, [due, id]);
  return () => setDue(true);
}
