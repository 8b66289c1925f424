/**
 * The certificate the tests add to the register, as the editor saves it: cms.spec.ts types it into
 * the editor, content-build.spec.ts publishes it through the content path.
 */
export function halalCertificate(coversProducts: string[]) {
  return {
    id: "halal",
    kind: "halal",
    name: "Halal certificate",
    description: "Processing and packing as halal, for buyers in the Gulf.",
    issuer: "Halal certification body (example)",
    number: "HAL-2026-0042",
    coversProducts,
    coversCategories: [] as string[],
    issuedOn: "2026-11-01",
    validUntil: "2027-10-31",
    document: "documents/certificates/halal-2026.pdf",
  };
}
