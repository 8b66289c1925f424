/** Unit tests: Jest through babel-jest with Gatsby's own Babel preset (see tests/__mocks__/gatsby.tsx). */
const shared = {
  roots: ["<rootDir>/tests"],
  testEnvironment: "jsdom",
  transform: {
    "^.+\\.m?[jt]sx?$": [
      "babel-jest",
      {
        presets: [["babel-preset-gatsby", { reactRuntime: "automatic" }], "@babel/preset-typescript"],
        babelrc: false,
        configFile: false,
      },
    ],
  },
  // decap-cms-locales' main file is an empty browser bundle: its ES modules hold Decap's phrases (plugins/decap-cms/editor/staff-words.ts).
  moduleNameMapper: { "\\.css$": "identity-obj-proxy", "^decap-cms-locales$": "<rootDir>/node_modules/decap-cms-locales/dist/esm/index.js" },
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link|decap-cms-locales)/)"],
  setupFilesAfterEnv: ["<rootDir>/tests/unit/setup.ts"],
  globals: { __PATH_PREFIX__: "" },
};

/** The unit tests that read the last build: its public/ and the copy of Gatsby's runtime in .cache/. */
const READ_THE_BUILD = ["<rootDir>/tests/unit/internals/gatsby-output.test.ts", "<rootDir>/tests/unit/internals/gatsby-runtime.test.tsx"];

/** The editor's React (plugins/decap-cms, React 19), for every module of its tests: its bundle gives the site's components the same. */
const EDITOR_REACT = "<rootDir>/plugins/decap-cms/node_modules";

module.exports = {
  // One worker per core: on two cores, Jest's default (one fewer) took 27 s where two took 15 s.
  maxWorkers: "100%",
  // 30 s a test, not Jest's 5 s, and 10 s for what a component does next (tests/unit/setup.ts): the tests also run on
  // the production Node at the lowest CPU priority beside the engines' tests, where one file took 31.6 s (scripts/production-node.mjs).
  testTimeout: 30_000,
  projects: [
    { ...shared, displayName: "site", testMatch: ["<rootDir>/tests/unit/**/*.test.ts?(x)"], testPathIgnorePatterns: ["<rootDir>/tests/unit/cms/", ...READ_THE_BUILD] },
    // Run after the build (npm test runs the others beside it).
    { ...shared, displayName: "built", testMatch: READ_THE_BUILD },
    {
      ...shared,
      displayName: "editor",
      testMatch: ["<rootDir>/tests/unit/cms/**/*.test.ts?(x)"],
      moduleNameMapper: {
        ...shared.moduleNameMapper,
        "^(react|react-dom|react-is)$": `${EDITOR_REACT}/$1`,
        "^(react|react-dom)/(.*)$": `${EDITOR_REACT}/$1/$2`,
      },
    },
  ],
};
