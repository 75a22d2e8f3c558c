// node_modules/@mantine/core/esm/core/utils/get-env/get-env.mjs
function getEnv() {
	if (typeof process !== "undefined" && "development") return "development";
	return "development";
}
export { getEnv as t };
