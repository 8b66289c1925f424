export declare const TRADE_WORDS: Record<string, { intent: string[]; qualifiers: string[]; common: string[] }>;
