/**
 * The only stylesheet the first paint waits for: Mantine's base and the components of the
 * shell (header, navigation, footer, page loader, route error and "coming soon" notices) and of
 * the home page, in the order of Mantine's styles.css (Text before Anchor, or links lose their
 * underline). Everything else comes with the other pages' chunks (pageStyles.ts). The
 * `.layer` files put Mantine in `@layer mantine`, so the app's own CSS wins whatever the load
 * order; the build moves these ones to `@layer mantine-shell`, under the rest of Mantine's
 * (cssLayers.css, scripts/build/mantineCss.ts), so they lose to it whatever the order too.
 */
import './cssLayers.css';
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Burger.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/Kbd.layer.css';
import '@mantine/core/styles/List.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Title.layer.css';
