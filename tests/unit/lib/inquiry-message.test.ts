/** @jest-environment node */
import { inquiryMessage } from "../../../src/lib/inquiry-message";

describe("inquiry message", () => {
  it("starts with the fixed header, then the name, email and message lines", () => {
    expect(inquiryMessage("Sorath Agro Exports", { name: "Ana", email: "ana@example.com", message: "50 t\nCIF" })).toBe(
      "New Inquiry from Sorath Agro Exports Website\nName: Ana\nEmail: ana@example.com\nMessage: 50 t\nCIF",
    );
  });
});
