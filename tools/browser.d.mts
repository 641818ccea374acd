/** Launch flags for headless Chromium as root in a container. */
export declare const chromiumArgs: readonly string[];
/** Where Chromium is on this machine, or undefined. */
export declare function findChromium(): string | undefined;
/** Chromium's path, installing Debian's package first when root with apt-get; otherwise throws with the command. */
export declare function ensureChromium(): Promise<string>;
/** Playwright's `launchOptions`: the executable and the flags. */
export declare function chromiumLaunchOptions(): Promise<{ executablePath: string; args: string[] }>;
