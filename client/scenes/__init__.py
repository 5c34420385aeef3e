"""The scenes: main menu, setup, table, pass-the-device, results, rules, settings, load, dialogs."""
