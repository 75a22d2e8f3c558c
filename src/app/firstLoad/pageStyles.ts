/**
 * All of Mantine's component styles, loaded beside a page's chunk (router.tsx waits for both),
 * so a page never paints unstyled and the first paint does not wait for them. It repeats the
 * shell's rules (shellStyles.ts) in Mantine's full order, which keeps the cascade as Mantine
 * ships it.
 */
import '@mantine/core/styles.layer.css';
