"""Drives the real client in a real X window and photographs the screen from the X server.

Run as `python -m tests.window.drive SCENARIO OUT [--language de|en] [--size WxH]` with DISPLAY
set: it opens the app (settings and saves in a folder of its own under OUT), plays the scenario
with posted events, and writes for each shot the screen as the X server shows the window
(`<shot>.screen.png`), the canvas the program drew (`<shot>.canvas.png`) and, in facts.json,
where the window and the letterboxed canvas lay. The window tests compare them.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections.abc import Callable
from pathlib import Path

FRAME = 1 / 60
SCENARIOS = (
    "menu",
    "speedchicago",
    "speedstocks",
    "speedtycoon",
    "speedpipe",
    "tycoon",
    "resize",
    "tour",
    "online",
)


def main() -> int:
    """Plays one scenario and writes its shots."""
    parser = argparse.ArgumentParser()
    parser.add_argument("scenario", choices=SCENARIOS)
    parser.add_argument("out", type=Path)
    parser.add_argument("--language", default="de")
    parser.add_argument("--size", default="1280x720")
    parser.add_argument("--screen", choices=("surface", "opengl"), help="only this kind of window")
    parser.add_argument(
        "--refuse", choices=("surface", "opengl"), help="this kind of window fails to open"
    )
    arguments = parser.parse_args()
    if arguments.screen:
        only_screen(arguments.screen)
    if arguments.refuse:
        refuse_screen(arguments.refuse)
    os.environ["SDL_VIDEODRIVER"] = "x11"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    # Without a window manager the window would open in the screen's middle; at the corner
    # the whole window is on screen at every size the tests choose.
    os.environ["SDL_VIDEO_WINDOW_POS"] = "0,0"
    width, height = (int(part) for part in arguments.size.split("x"))
    driver = Driver(arguments.out, (width, height), arguments.language)
    try:
        getattr(driver, arguments.scenario)()
    finally:
        driver.finish()
    return 0


def only_screen(kind: str) -> None:
    """Opens only this kind of window (as on a platform where the other one fails)."""
    from game.client import window

    window.SCREEN_ORDER = tuple(
        screen for screen in (window.SurfaceScreen, window.GLScreen) if screen.kind == kind
    )


def refuse_screen(kind: str) -> None:
    """This kind of window fails to open, as on a platform that has none."""
    import pygame

    from game.client import window

    def refuse(*_arguments: object) -> None:
        raise pygame.error(f"no {kind} window (refused for the test)")

    for screen in (window.SurfaceScreen, window.GLScreen):
        if screen.kind == kind:
            screen.open = refuse  # type: ignore[method-assign]


class Driver:
    """The app in a real window, posted events, and shots of the screen."""

    def __init__(self, out: Path, size: tuple[int, int], language: str) -> None:
        import pygame

        import game.client.screens  # noqa: F401  (registers the screens and the games)
        from game.client.headless import app_in_folder
        from game.client.scenes.menu import MainMenu
        from tests.window.x_screen import XScreen

        self.pygame = pygame
        self.out = out
        out.mkdir(parents=True, exist_ok=True)
        home = out / "home"
        self.app = app_in_folder(home, window_size=size)
        if self.app.settings.language != language:
            self.app.change_settings(language=language)
        self.app.push(MainMenu(self.app))
        self.x = XScreen()
        self.facts: dict[str, object] = {"screen_kind": self.app.screen.kind, "shots": {}}
        self.frames(10)

    # ---- the scenarios ------------------------------------------------------------------------

    def menu(self) -> None:
        """The main menu."""
        self.shot("menu")

    def speedchicago(self) -> None:
        """The menu; Speedchicago opened from it, the camera turned with the arrow key; then a
        built-up site."""
        self.shot("menu")
        self.open_table("4", "SpeedchicagoScene")
        self.shot("site")
        for _ in range(6):
            self.key(self.pygame.K_LEFT)
        self.frames(10)
        self.shot("turned")
        self.show_built_up_site()
        self.shot("late")

    def speedstocks(self) -> None:
        """Speedstocks opened from the menu."""
        self.open_table("1", "SpeedstocksScene")
        self.frames(120)
        self.shot("table")

    def speedtycoon(self) -> None:
        """Speedtycoon opened from the menu, on the person's turn; then a Kapital card chosen
        with a click."""
        self.open_table("2", "SpeedtycoonScene")
        scene = self.app.scene
        self.wait(scene.can_act, "the person's turn at Speedtycoon")
        self.frames(10)
        self.shot("table")
        self.click(scene.kapital_spots[0].rect.center)
        self.frames(10)
        self.shot("chosen")

    def speedpipe(self) -> None:
        """Speedpipe opened from the menu, at the person's opening choice; then a contract
        kept with a click."""
        self.open_table("3", "SpeedpipeScene")
        scene = self.app.scene
        self.wait(scene.can_act, "the person's opening choice at Speedpipe")
        self.frames(10)
        self.shot("table")
        self.click(scene.offered_rects[scene.contract_choice.offered[0]].center)
        self.frames(10)
        self.shot("chosen")

    def tycoon(self) -> None:
        """Tycoon opened from the menu, on the person's turn; then an open ticket bought with a
        click (it goes to the person's own tickets)."""
        self.open_table("5", "TycoonScene")
        scene = self.app.scene
        self.wait(scene.can_act, "the person's turn at Tycoon")
        self.frames(10)
        self.shot("table")
        self.click(scene.open_spots[0].rect.center)
        self.wait(lambda: not scene.queue.playing, "the bought ticket in the person's hand")
        self.frames(60)
        self.shot("bought")

    def resize(self) -> None:
        """The menu in a window resized from outside, then full screen and back (F11)."""
        window = self.pygame.display.get_wm_info()["window"]
        self.x.resize(window, (1000, 760))
        self.frames(20)
        self.shot("resized")
        self.key(self.pygame.K_F11)
        self.frames(20)
        self.shot("fullscreen")
        self.key(self.pygame.K_F11)
        self.frames(20)
        self.shot("windowed")

    def tour(self) -> None:
        """Every kind of screen once, for people to look at."""
        self.shot("menu")
        self.key(self.pygame.K_4)
        self.frames(10)
        self.shot("setup")
        self.pygame.event.clear()
        self.open_table(None, "SpeedchicagoScene")
        self.shot("speedchicago")
        self.quit_table()
        self.open_table("1", "SpeedstocksScene")
        self.frames(120)
        self.shot("speedstocks")
        scene = self.app.scene
        for turn in range(3):  # a few turns, so that the log has something to tell
            self.key(self.pygame.K_1)
            self.frames(30)
            self.wait(scene.can_act, f"turn {turn + 2} of Speedstocks")
        self.key(self.pygame.K_p)
        self.frames(20)
        self.shot("log")
        self.quit_table()
        self.app.scene.continue_table()
        self.frames(20)
        self.shot("saved_tables")

    def online(self) -> None:
        """Online from the menu against a server of its own: the sign-in typed and clicked, the
        lobby with the waiting room, then a Speedstocks table with the chat open, a line
        written and a cheer sent."""
        from tests.net.servers import server_in_thread

        with server_in_thread(self.out / "server") as url:
            self.click(self.app.scene.buttons["online"].rect.center)
            scene = self.app.scene
            self.click(scene.server_field.rect.center)
            self.key(self.pygame.K_BACKSPACE)
            self.type_text(url)
            self.click(scene.name_field.rect.center)
            self.type_text("Ada")
            self.click(scene.password_field.rect.center)
            self.type_text("geheim123")
            self.shot("sign_in")
            self.click(scene.sign_up_button.rect.center)
            self.wait(lambda: type(self.app.scene).__name__ == "LobbyScene", "the lobby")
            client = self.app.online
            client.open_table(_open_request())
            self.wait(lambda: bool(client.waiting) and bool(client.tables), "the waiting room")
            self.frames(10)
            self.shot("lobby")
            self.click(self.app.scene.start_button.rect.center)
            self.wait(lambda: type(self.app.scene).__name__ == "SpeedstocksScene", "the table")
            table = self.app.scene
            self.click(table.chat.toggle_button.rect.center)
            self.click(table.chat.field.rect.center)
            self.type_text("Viel Glück!")
            self.key(self.pygame.K_RETURN)
            self.wait(lambda: bool(table.table.lines), "the chat line")
            # The server holds the chat for two seconds after a line.
            time.sleep(2.2)
            self.frames(10)
            self.click(table.chat.joy_button.rect.center)
            self.wait(lambda: len(table.table.lines) >= 2, "the cheer")
            self.frames(20)
            self.shot("chat")
            self.click(table.chat.toggle_button.rect.center)
            self.shot("table")

    # ---- steps --------------------------------------------------------------------------------

    def type_text(self, words: str) -> None:
        """Text typed as SDL delivers it (one TEXTINPUT event), then a few frames."""
        pygame = self.pygame
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=words))
        self.frames(3)

    def open_table(self, tile_key: str | None, scene_name: str) -> None:
        """From the menu (tile key) or the set-up (None): open the table and wait for it."""
        if tile_key is not None:
            self.key(getattr(self.pygame, f"K_{tile_key}"))
            self.frames(10)
        scene = self.app.scene
        start = getattr(scene, "start_button", None)
        if start is None:
            raise RuntimeError(f"no set-up on screen but {type(scene).__name__}")
        self.click(start.rect.center)
        self.wait(lambda: type(self.app.scene).__name__ == scene_name, f"the {scene_name}")
        self.frames(30)

    def show_built_up_site(self) -> None:
        """The 1893 site of the screenshot tool, houses standing, in place of the table."""
        from game.client.scene_keys import SceneRequest, build_scene

        self.app.replace(build_scene(self.app, SceneRequest("speedchicago")))
        self.frames(30)

    def quit_table(self) -> None:
        """Back to the main menu without the table (it stays saved)."""
        from game.client.scenes.menu import MainMenu

        self.app.reset(MainMenu(self.app))
        self.frames(10)

    def key(self, key: int) -> None:
        """A key pressed and released, then a frame."""
        pygame = self.pygame
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode=""))
        self.frames(2)

    def click(self, logical: tuple[float, float]) -> None:
        """A left click at a canvas position, then a few frames."""
        pygame = self.pygame
        x, y = self.app.letterbox.to_window(logical)
        pos = (round(x), round(y))
        pygame.event.post(
            pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        )
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
        self.frames(3)

    def frames(self, count: int) -> None:
        """Runs frames of the main loop."""
        for _ in range(count):
            self.app.frame(FRAME)

    def wait(self, done: Callable[[], bool], what: str, seconds: float = 30.0) -> None:
        """Runs frames until done() holds."""
        limit = time.monotonic() + seconds
        while not done():
            if time.monotonic() > limit:
                raise RuntimeError(f"waited {seconds} s for {what}")
            self.frames(1)

    def shot(self, name: str) -> None:
        """The window as the X server shows it, and the canvas as drawn, with the geometry."""
        pygame = self.pygame
        self.frames(2)
        self.x.x.XSync(self.x.display, 0)
        time.sleep(0.1)
        window = pygame.display.get_wm_info()["window"]
        origin = self.x.window_origin(window)
        size = self.app.screen.size()
        screen = self.x.grab(pygame.Rect(origin, size))
        picture = pygame.image.frombytes(screen.tobytes(), size, "RGB")
        pygame.image.save(picture, str(self.out / f"{name}.screen.png"))
        pygame.image.save(self.app.canvas, str(self.out / f"{name}.canvas.png"))
        area = self.app.letterbox.area
        self.facts["shots"][name] = {  # type: ignore[index]
            "scene": type(self.app.scene).__name__,
            "window_origin": list(origin),
            "window_size": list(size),
            "area": [area.x, area.y, area.width, area.height],
            "language": self.app.settings.language,
        }

    def finish(self) -> None:
        """Writes the facts and closes the app."""
        (self.out / "facts.json").write_text(json.dumps(self.facts, indent=1), encoding="utf-8")
        self.x.close()
        self.app.shutdown()


def _open_request() -> object:
    """A Speedstocks table for three, its free seats filled with computers."""
    from game.net.protocol import OpenTable

    return OpenTable(game="speedstocks", seats=3, free_seats="computers", strength="easy")


if __name__ == "__main__":
    sys.exit(main())
