import { graphql, useStaticQuery } from "gatsby";

/** The year the site was built, as a number. */
export function useBuildYear(): number {
  const data = useStaticQuery<Queries.BuildYearQuery>(graphql`
    query BuildYear {
      site {
        buildTime(formatString: "YYYY")
      }
    }
  `);
  return Number(data.site?.buildTime);
}
