export type InquiryEndpoint = { kind: "site" } | { kind: "external"; url: string };
export declare function inquiryEndpoint(value: string | undefined): InquiryEndpoint;
export declare function inquiryPolicySources(value: string | undefined): string[];
