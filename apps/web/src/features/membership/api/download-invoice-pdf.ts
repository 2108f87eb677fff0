import { useMutation } from "@tanstack/react-query";
import { apiBlob } from "../../../shared/api/client.ts";

/**
 * GET Invoices/DownloadInvoicePdf/{id} (the invoice's PdfUrl) and hands the PDF to the browser as a file.
 * A plain link cannot carry the API key and the bearer token, so the file is fetched and saved from a blob.
 */
export async function downloadInvoicePdf(invoice: { PdfUrl: string; InvoiceNumber: string }): Promise<void> {
  const blob = await apiBlob(invoice.PdfUrl);
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement("a");
    link.href = url;
    link.download = `${invoice.InvoiceNumber}.pdf`;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Give the browser a moment to start the download before the blob goes.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}

export function useDownloadInvoicePdf() {
  return useMutation({ mutationFn: downloadInvoicePdf });
}
