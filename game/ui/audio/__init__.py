"""Sound: synthesised by code, played when there is a device and silent when there is not."""
