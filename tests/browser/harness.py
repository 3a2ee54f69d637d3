"""What the browser tests (tests/browser/*_test.py) share: their failures, and Debian's headless
Chromium driven through chromium-driver by Debian's python3-selenium; CI installs all three
(tools/test.sh)."""
import importlib.util
import os
import sys

CHROMIUM = "/usr/bin/chromium"
CHROMEDRIVER = "/usr/bin/chromedriver"
INSTALL = ("apt-get install chromium chromium-driver python3-selenium fonts-symbola "
           "(tools/test.sh installs them through tools/deps.sh)")


class Failure(Exception):
    """A check that failed: the test says why and exits 1."""


def check(condition, message):
    if not condition:
        raise Failure(message)


def require_browser(test):
    """Chromium, its driver and selenium, or a clear failure naming `test`: CI installs them."""
    missing = [p for p in (CHROMIUM, CHROMEDRIVER) if not os.access(p, os.X_OK)]
    if importlib.util.find_spec("selenium") is None:
        missing.append("selenium for " + sys.executable)
    if missing:
        sys.exit(f"{test}: missing {', '.join(missing)}; install with {INSTALL}")


def open_page(url, viewport):
    """A headless Chromium showing `url` in a page of exactly `viewport` (width, height) pixels:
    the screenshot's size, whatever the browser's bars take."""
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for arg in ("--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1280,900"):
        options.add_argument(arg)
    driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": viewport[0], "height": viewport[1], "deviceScaleFactor": 1, "mobile": False})
    driver.get(url)
    return driver
