export declare function queryWords(text: string): string[];
export declare function indexedWords(text: string, language: string): string[];
export declare function vocabularyOf(texts: Iterable<string>, language: string): string[];
export declare function knownWord(word: string, vocabulary: readonly string[], language: string, options?: { whole?: boolean }): boolean;
export declare function matchesTerm(word: string, term: string, language: string): boolean;

export declare function sameWord(word: string, term: string, language: string): boolean;
export declare function articleDropped(word: string, language: string): string | undefined;
export declare function articleKeptWhileTyping(word: string, language: string): string | undefined;
export declare function leftOutAs(
  word: string,
  leftOut: { intent: readonly string[]; qualifiers: readonly string[]; common: readonly string[]; english?: readonly string[] },
  vocabulary: readonly string[],
  language: string,
  typing?: boolean,
): "intent" | "common" | "qualifier" | "english" | "typing" | undefined;
