#!/usr/bin/env python3
"""clmm serve's page in a real browser (Debian's chromium through chromium-driver and
python3-selenium): pick a catalogue test, edit it, run it, step to the failing execution, tick a
relation off, draw a scope relation and a primitive one, count all candidates against the
consistent ones, start the model editor from a built-in model, set the loop bound, run the PTX
lesson, see an error at its line, predict then reveal (no name, description or notes that give
the answer before), follow a permalink; assertions on what the page shows. Screenshots go to the directory given (CI keeps them as an artifact).
Exits 77 (skipped, with a message) when the browser, its driver or selenium is missing.

usage: browser_test.py CLMM_BINARY SCREENSHOT_DIR
"""
import os
import re
import shutil
import subprocess
import sys

SKIP = 77


def skip(why):
    print("SKIPPED: " + why)
    sys.exit(SKIP)


try:
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select, WebDriverWait
except ImportError:
    skip("python3-selenium is not installed (Debian: apt-get install python3-selenium)")

BROWSER = shutil.which("chromium") or shutil.which("chromium-browser")
DRIVER = shutil.which("chromedriver") or ("/usr/bin/chromedriver" if os.path.exists("/usr/bin/chromedriver") else None)
if not BROWSER:
    skip("chromium is not installed (Debian: apt-get install chromium)")
if not DRIVER:
    skip("chromedriver is not installed (Debian: apt-get install chromium-driver)")

clmm, shots = sys.argv[1], sys.argv[2]
os.makedirs(shots, exist_ok=True)
server = subprocess.Popen([clmm, "serve", "--port", "0"], stdout=subprocess.PIPE, text=True)
first = server.stdout.readline()
match = re.search(r"(http://127\.0\.0\.1:\d+/)", first)
assert match, "clmm serve printed no URL: " + first
url = match.group(1)

options = webdriver.ChromeOptions()
options.binary_location = BROWSER
for arg in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1400,1000",
            "--user-data-dir=" + os.path.join(shots, "profile")):
    options.add_argument(arg)
driver = webdriver.Chrome(service=Service(DRIVER), options=options)
wait = WebDriverWait(driver, 60)


def body(attr):
    return driver.find_element(By.TAG_NAME, "body").get_attribute(attr)


def wait_for(attr, value):
    try:
        wait.until(lambda d: body(attr) == value)
    except Exception:
        raise AssertionError("body[%s] never became %s (it is %s; status: %r, position: %r)" % (
            attr, value, body(attr), driver.find_element(By.ID, "status").text,
            driver.find_element(By.ID, "position").text))


def editor_text():
    return driver.execute_script("return document.querySelector('.CodeMirror').CodeMirror.getValue()")


def visible_text(element_id):
    element = driver.find_element(By.ID, element_id)
    return element.text if element.is_displayed() else ""


def open_page(address):
    driver.get(address)
    wait_for("data-ready", "yes")


try:
    open_page(url)
    assert body("data-editor") == "codemirror", "the editor is not CodeMirror: " + str(body("data-editor"))
    # Pick a catalogue test; edit it (the data written becomes 7); run.
    Select(driver.find_element(By.ID, "catalogue")).select_by_value("mp_dev_two_groups")
    wait.until(lambda d: "MP_dev_two_groups" in editor_text())
    assert "clmm-expect" not in editor_text()
    driver.execute_script(
        "var cm = document.querySelector('.CodeMirror').CodeMirror;"
        "cm.setValue(cm.getValue().replace('*data = 1;', '*data = 7;'));")
    driver.find_element(By.ID, "run").click()
    wait_for("data-phase", "revealed")
    assert driver.find_element(By.ID, "verdict").text == "forbidden"
    states = driver.find_element(By.ID, "states").text
    assert "1:r1=7" in states and "allowed" in states, states
    counts = driver.find_element(By.ID, "counts").text
    assert re.match(r"\d+ consistent of \d+ candidate executions$", counts), counts
    # Step to the failing (inconsistent) execution: its failing check, its cycle, its picture.
    driver.find_element(By.ID, "to-failing").click()
    wait_for("data-role", "inconsistent")
    axioms = driver.find_element(By.ID, "axioms").text
    assert "fails" in axioms, axioms
    assert "1:r0=1; 1:r1=0;" in driver.find_element(By.ID, "role").text
    assert driver.find_elements(By.CSS_SELECTOR, "#picture svg .rel_cycle"), "no cycle drawn"
    events = driver.find_element(By.ID, "events").text
    assert "P0" in events and "P1" in events, events
    # Tick reads-from off: its edges disappear.
    rf = driver.find_element(By.CSS_SELECTOR, "#relations input[data-rel=rf]")
    assert rf.is_selected()
    rf.click()
    edge = driver.find_element(By.CSS_SELECTOR, "#picture .rel_rf")
    assert not edge.is_displayed(), "an rf edge is still displayed"
    assert "rf" not in body("data-relations-shown").split()
    # Every axiom's value: the failing one and those that hold.
    assert "holds" in axioms, axioms
    # Draw a scope relation the model defines (incl) and a primitive one: the picture is drawn
    # again with their edges, and their pairs are listed.
    chooser = driver.find_element(By.ID, "more-relations").text
    assert "the model's relations" in chooser and "primitive relations" in chooser, chooser
    driver.find_element(By.CSS_SELECTOR, "#more-relations input[data-draw=incl]").click()
    wait_for("data-drawn", "incl")
    assert driver.find_elements(By.CSS_SELECTOR, "#picture svg .rel_x0"), "no incl edge drawn"
    assert driver.find_element(By.ID, "drawn-pairs").text.startswith("incl: "), driver.find_element(By.ID, "drawn-pairs").text
    assert driver.find_element(By.CSS_SELECTOR, "#more-relations input[data-draw=incl]").is_selected()
    driver.find_element(By.CSS_SELECTOR, "#more-relations input[data-draw=wg]").click()
    wait_for("data-drawn", "incl wg")
    assert driver.find_elements(By.CSS_SELECTOR, "#picture svg .rel_x1"), "no wg edge drawn"
    assert body("data-role") == "inconsistent", "drawing a relation left the execution"
    driver.save_screenshot(os.path.join(shots, "stepping.png"))
    driver.find_element(By.CSS_SELECTOR, "#more-relations input[data-draw=wg]").click()
    wait_for("data-drawn", "incl")
    assert not driver.find_elements(By.CSS_SELECTOR, "#picture svg .rel_x1")
    # Export: the DOT and the SVG of the picture as drawn (the relation drawn on request in both;
    # reads-from, switched off, left out of the SVG). The files are read back from their blobs.
    driver.execute_script(
        "window.exported = []; var make = URL.createObjectURL;"
        "URL.createObjectURL = function (b) { window.exported.push(b); return make.call(URL, b); };")
    driver.find_element(By.ID, "export-dot").click()
    driver.find_element(By.ID, "export-svg").click()
    files = driver.execute_async_script(
        "var done = arguments[arguments.length - 1];"
        "Promise.all(window.exported.map(function (b) { return b.text(); })).then(done);")
    assert len(files) == 2, files
    dot, svg = files
    assert dot.startswith("digraph") and 'label="incl"' in dot and "rel_x0" in dot, dot[:300]
    assert svg.startswith("<svg") and "rel_x0" in svg, svg[:300]
    assert "rel_rf" not in svg and "rel_cycle" in svg, (svg.count("rel_rf"), svg.count("rel_cycle"))
    # All candidates, then only the consistent ones: fewer.
    position = driver.find_element(By.ID, "position").text
    all_count = int(re.search(r"of (\d+)", position).group(1))
    Select(driver.find_element(By.ID, "only")).select_by_value("consistent")
    wait.until(lambda d: re.search(r"of (\d+)", d.find_element(By.ID, "position").text) and
               int(re.search(r"of (\d+)", d.find_element(By.ID, "position").text).group(1)) < all_count)
    # The model editor starts from the picker's model file.
    driver.find_element(By.ID, "tab-model").click()
    driver.find_element(By.ID, "load-model").click()
    wait.until(lambda d: "include" in d.execute_script(
        "return document.querySelectorAll('.CodeMirror')[1].CodeMirror.getValue()"))
    driver.find_element(By.ID, "run").click()
    wait_for("data-phase", "revealed")
    assert driver.find_element(By.ID, "verdict").text == "forbidden"
    driver.find_element(By.ID, "clear-model").click()
    driver.find_element(By.ID, "tab-test").click()
    # Permalink: the edited test and the model in the address; opening it runs the test again.
    driver.find_element(By.ID, "permalink").click()
    link = driver.find_element(By.ID, "permalink-url").get_attribute("value")
    assert "#test=" in link, link
    # A bad test: the error at its line, in the list and in the editor.
    driver.execute_script(
        "var cm = document.querySelector('.CodeMirror').CodeMirror;"
        "cm.setValue(cm.getValue().replace('atomic_store_explicit', 'atomic_stor_explicit'));")
    driver.find_element(By.ID, "run").click()
    wait_for("data-phase", "errors")
    error = driver.find_element(By.CSS_SELECTOR, "#errors li").text
    wrong = editor_text().split("\n").index(next(l for l in editor_text().split("\n") if "atomic_stor_" in l)) + 1
    assert re.match(r"test:%d:\d+: " % wrong, error), (wrong, error)
    assert driver.find_elements(By.CSS_SELECTOR, ".CodeMirror .error-line"), "the error's line is not marked"

    driver.get("about:blank")
    open_page(link)
    wait_for("data-phase", "revealed")
    assert "*data = 7;" in editor_text(), editor_text()
    assert "1:r1=7" in driver.find_element(By.ID, "states").text

    # The loop bound is the page's setting: a spin loop past it is unknown, said in the page's words.
    spin = ("OPENCL spin\n{ int data=0; flag=0; }\n"
            "P0@wg 0, dev 0 (global int* data, global atomic_int* flag) {\n  *data = 42;\n"
            "  atomic_store_explicit(flag, 1, memory_order_release, memory_scope_device);\n}\n"
            "P1@wg 1, dev 0 (global int* data, global atomic_int* flag) {\n"
            "  while (atomic_load_explicit(flag, memory_order_acquire, memory_scope_device) == 0) {}\n"
            "  int r0 = *data;\n}\nexists (1:r0=0)\n")
    driver.execute_script("document.querySelector('.CodeMirror').CodeMirror.setValue(arguments[0])", spin)
    bound = driver.find_element(By.ID, "unroll")
    bound.clear()
    bound.send_keys("1")
    driver.find_element(By.ID, "run").click()
    wait_for("data-phase", "revealed")
    assert driver.find_element(By.ID, "verdict").text == "unknown"
    reason = driver.find_element(By.ID, "unknown-reason").text
    assert "loop bound" in reason and "--unroll" not in reason, reason
    driver.find_element(By.ID, "permalink").click()
    assert "&unroll=1" in driver.find_element(By.ID, "permalink-url").get_attribute("value")
    bound.clear()
    bound.send_keys("2")
    driver.find_element(By.ID, "run").click()
    wait_for("data-phase", "revealed")
    assert driver.find_element(By.ID, "verdict").text == "forbidden"
    wait.until(lambda d: body("data-role") not in (None, "none"))
    driver.find_element(By.CSS_SELECTOR, "#more-relations input[data-draw=incl]").click()
    wait_for("data-drawn", "incl")

    # The PTX lesson of the catalogue, run under the PTX model (the relations drawn under opencl
    # are not asked of it).
    group = driver.find_element(By.CSS_SELECTOR, "#catalogue optgroup[label='The same questions in PTX']")
    assert len(group.find_elements(By.TAG_NAME, "option")) == 3
    Select(driver.find_element(By.ID, "catalogue")).select_by_value("ptx_mp_gpu_two_ctas")
    wait.until(lambda d: "PTX MP_gpu_two_ctas" in editor_text())
    driver.find_element(By.ID, "run").click()
    wait_for("data-phase", "revealed")
    assert "under ptx" in driver.find_element(By.ID, "status").text, driver.find_element(By.ID, "status").text
    assert driver.find_element(By.ID, "verdict").text == "forbidden"
    wait.until(lambda d: body("data-role") not in (None, "none"))
    assert body("data-role") != "refused", driver.find_element(By.ID, "position").text
    assert body("data-drawn") == "", body("data-drawn")

    # A damaged permalink says so.
    driver.get("about:blank")
    open_page(url + "#test=%25%25%25")
    assert "damaged" in driver.find_element(By.ID, "status").text, driver.find_element(By.ID, "status").text

    # Predict, then reveal: nothing of the answer before the student chooses.
    open_page(url + "?predict=1")
    Select(driver.find_element(By.ID, "catalogue")).select_by_value("mp_wg_two_groups")
    wait.until(lambda d: "MP_wg_two_groups" in editor_text())
    assert "Teaches" not in editor_text(), "the lesson's notes (the answer) are in the editor"
    driver.find_element(By.ID, "run").click()
    wait_for("data-phase", "predicting")
    page = driver.find_element(By.TAG_NAME, "body").text
    question = driver.find_element(By.ID, "predict").text
    assert "allowed, forbidden, or racy" in question, question
    rest = page.replace(question, "")
    for answer in ("racy", "forbidden", "allowed", "Ok", "observed", "Teaches", "undefined", "consistent of"):
        # (only the question and its three buttons name the classes)
        assert answer not in rest, "%s appears before the prediction:\n%s" % (answer, rest)
    assert not driver.find_element(By.ID, "answer").is_displayed()
    assert not driver.find_element(By.ID, "stepper").is_displayed()
    driver.save_screenshot(os.path.join(shots, "predict.png"))
    driver.find_element(By.CSS_SELECTOR, "button.guess[data-guess=forbidden]").click()
    wait_for("data-phase", "revealed")
    assert "Not quite" in driver.find_element(By.ID, "feedback").text
    assert driver.find_element(By.ID, "verdict").text == "racy"
    assert "Teaches" in visible_text("notes"), "the notes are not shown after the prediction"
    driver.save_screenshot(os.path.join(shots, "revealed.png"))
    # A permalink made in predict mode asks the student too.
    driver.find_element(By.ID, "permalink").click()
    assert "?predict=1#" in driver.find_element(By.ID, "permalink-url").get_attribute("value")
    # Run again: while the page asks anew, the last answer is gone from the page, hidden or not.
    driver.find_element(By.ID, "run").click()
    wait_for("data-phase", "predicting")
    for hidden in ("verdict", "condition", "notes", "feedback", "counts", "unknown-reason"):
        text = driver.find_element(By.ID, hidden).get_attribute("textContent")
        assert text == "", "#%s still holds %r while the page asks for a prediction" % (hidden, text)
    assert driver.find_element(By.CSS_SELECTOR, "#states tbody").get_attribute("innerHTML").strip() == ""
    assert not body("data-role"), body("data-role")
    # A name or a description that gives the answer away is not shown before the prediction.
    open_page(url + "?predict=1")
    option = driver.find_element(By.CSS_SELECTOR, "#catalogue option[value=release_sequence_broken]")
    assert option.text == "release_sequence_exercise", option.text
    Select(driver.find_element(By.ID, "catalogue")).select_by_value("release_sequence_broken")
    wait.until(lambda d: "Release_sequence_exercise" in editor_text())
    assert "broken" not in editor_text() and "ends the release sequence" not in editor_text(), editor_text()
    assert "broken" not in driver.find_element(By.TAG_NAME, "body").text
    driver.find_element(By.ID, "run").click()
    wait_for("data-phase", "predicting")
    driver.find_element(By.CSS_SELECTOR, "button.guess[data-guess=racy]").click()
    wait_for("data-phase", "revealed")
    assert "ends the release sequence" in visible_text("notes"), visible_text("notes")
    # Predict mode switched on after a catalogue test was loaded: its notes leave the editor.
    open_page(url)
    Select(driver.find_element(By.ID, "catalogue")).select_by_value("mp_wg_two_groups")
    wait.until(lambda d: "Teaches" in editor_text())
    driver.find_element(By.ID, "predict-mode").click()
    wait.until(lambda d: "Teaches" not in editor_text())
    assert driver.find_element(By.CSS_SELECTOR, "#catalogue option[value=release_sequence_broken]").text == \
        "release_sequence_exercise"
    print("browser test passed; screenshots in " + shots)
finally:
    driver.quit()
    server.terminate()
    server.wait(timeout=10)
