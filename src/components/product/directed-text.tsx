import { useLocale } from "../../hooks/use-locale";
import { splitMixedCodes } from "../../lib/mixed-codes";

/** A content text, its mixed codes ("2002/32/EC") isolated left to right on a right-to-left page (src/lib/mixed-codes.ts). */
export function DirectedText({ text }: { text: string }) {
  const { dir } = useLocale();
  if (dir !== "rtl") return <>{text}</>;
  return (
    <>
      {splitMixedCodes(text).map((part, index) =>
        typeof part === "string" ? (
          part
        ) : (
          // Keyed by place: the same code may come twice.
          <bdi key={index} dir="ltr">
            {part.code}
          </bdi>
        ),
      )}
    </>
  );
}
