export declare function pinRunDay(environment?: Record<string, string | undefined>, now?: Date): string;
