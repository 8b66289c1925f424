/** The chat text a contact-form submission opens with. */

export interface Inquiry {
  name: string;
  email: string;
  message: string;
}

export function inquiryMessage(companyName: string, { name, email, message }: Inquiry): string {
  return [`New Inquiry from ${companyName} Website`, `Name: ${name}`, `Email: ${email}`, `Message: ${message}`].join(
    "\n",
  );
}
