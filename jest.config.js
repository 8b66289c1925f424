/** Unit tests: Jest through babel-jest with Gatsby's own Babel preset (see tests/__mocks__/gatsby.tsx). */
module.exports = {
  roots: ["<rootDir>/tests"],
  testMatch: ["<rootDir>/tests/unit/**/*.test.ts?(x)"],
  testEnvironment: "jsdom",
  // One worker per core: on two cores, Jest's default (one fewer) took 27 s where two took 15 s.
  maxWorkers: "100%",
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
  // decap-cms-locales' main file is an empty browser bundle: its ES modules hold Decap's phrases (src/cms/staff-words.ts).
  moduleNameMapper: { "\\.css$": "identity-obj-proxy", "^decap-cms-locales$": "<rootDir>/node_modules/decap-cms-locales/dist/esm/index.js" },
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link|decap-cms-locales)/)"],
  setupFilesAfterEnv: ["<rootDir>/tests/unit/setup.ts"],
  globals: { __PATH_PREFIX__: "" },
};
