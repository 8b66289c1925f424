/** Unit tests: Jest through babel-jest with Gatsby's own Babel preset (see tests/__mocks__/gatsby.tsx). */
module.exports = {
  roots: ["<rootDir>/tests"],
  testMatch: ["<rootDir>/tests/unit/**/*.test.ts?(x)"],
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
  moduleNameMapper: { "\\.css$": "identity-obj-proxy" },
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link)/)"],
  setupFilesAfterEnv: ["<rootDir>/tests/unit/setup.ts"],
  globals: { __PATH_PREFIX__: "" },
};
