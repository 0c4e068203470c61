package driverlessons.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import driverlessons.testing.RealGui;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every relative link of the repository's Markdown resolves, as GitHub would resolve it: the file or folder exists
 * inside the repository, and a {@code #anchor} names a heading of the page it points to (GitHub's anchors: the
 * heading's text without its Markdown, lower case, punctuation dropped, each space a {@code -}; a repeated
 * heading gets {@code -1}, {@code -2}, ...). Links to the web ({@code http:}, {@code https:}, {@code mailto:}) are
 * not followed; links inside code (fenced blocks and {@code `spans`}) are no links. Skipped: {@code target/},
 * hidden folders, and {@code src/main/resources/} (templates that are written elsewhere, such as the starter's
 * README, whose links would resolve from there). Issue 100: the root README was split into pages, and a moved
 * section must still be one click away.
 */
class MarkdownLinksTest {
    private static final Pattern INLINE_LINK = Pattern.compile("\\]\\(\\s*<?([^)\\s>]*)>?(?:\\s+\"[^\"]*\")?\\s*\\)");
    private static final Pattern REFERENCE = Pattern.compile("^ {0,3}\\[[^\\]]+\\]:\\s*<?([^\\s>]+)>?");
    private static final Pattern HTML_LINK = Pattern.compile("(?:href|src)=\"([^\"]*)\"");
    private static final Pattern HTML_ANCHOR = Pattern.compile("<a\\s+[^>]*(?:name|id)=\"([^\"]+)\"");
    private static final Pattern HEADING = Pattern.compile("^ {0,3}#{1,6}\\s+(.*?)(?:\\s+#+)?\\s*$");
    private static final Pattern FENCE = Pattern.compile("^ {0,3}(`{3,}|~{3,})");
    private static final Pattern CODE_SPAN = Pattern.compile("(`+)(?!`).*?(?<!`)\\1(?!`)");
    private static final Pattern WEB = Pattern.compile("^[A-Za-z][A-Za-z0-9+.-]*:.*|^//.*");

    @Test
    void everyRelativeLinkOfTheRepositoryResolves() {
        Path root = RealGui.repositoryRoot();
        List<Path> pages = markdownFiles(root);
        assertTrue(pages.size() > 20, "the repository's Markdown files: " + pages);
        List<String> broken = broken(root, pages);
        assertTrue(broken.isEmpty(), broken.size() + " broken link(s) in " + pages.size() + " Markdown files:\n"
                + String.join("\n", broken));
    }

    @Test
    void anchorsAreGitHubs() {
        assertEquals(List.of("the-tool-in-common", "tuning-the-evaluation-texels-method",
                        "1-chess-core--package-driverlessonschess", "the-commands-of-commonjar",
                        "the-protocol-spy-commonjar-spy", "lesson-and-lessoncmd-repository-root", "tools_and_more",
                        "a-link-here", "über-the-kings-safety", "faq", "faq-1", "faq-2"),
                List.copyOf(anchors(List.of("# The tool in `common`", "## Tuning the evaluation (Texel's method)",
                        "## 1. Chess core — package `driverlessons.chess`", "## The commands of `common.jar`",
                        "## The protocol spy (`common.jar spy`)", "## `./lesson` and `lesson.cmd` (repository root)",
                        "### tools_and_more ###", "## A [link](x.md) *here*", "## Über: the king's safety!",
                        "## FAQ", "```", "## not a heading, in code", "```", "## FAQ", "#### faq"))));
    }

    @Test
    void aBrokenLinkIsFoundAndCodeIsNoLink(@TempDir Path root) throws IOException {
        Files.createDirectories(root.resolve("docs"));
        Files.writeString(root.resolve("README.md"), String.join("\n",
                "# Front door",
                "[fine](docs/page.md#the-part) [fine too](docs/) [self](#front-door) [web](https://x.org/#nowhere)",
                "[gone](docs/gone.md) [no part](docs/page.md#no-such-part) [no heading](#back-door)",
                "`[in code](nowhere.md)` and", "```", "[in a block](nowhere.md)", "```",
                "[escapes](../outside.md)", "[ref]: docs/page.md#the-part", "[bad ref]: docs/page.md#nope", ""));
        Files.writeString(root.resolve("docs/page.md"), "# Page\n\n## The part\n[back](../README.md#front-door)\n");
        List<String> broken = broken(root, markdownFiles(root));
        assertEquals(List.of(
                "README.md:3: docs/gone.md: no such file",
                "README.md:3: docs/page.md#no-such-part: no heading 'no-such-part' in docs/page.md",
                "README.md:3: #back-door: no heading 'back-door' in README.md",
                "README.md:8: ../outside.md: outside the repository",
                "README.md:10: docs/page.md#nope: no heading 'nope' in docs/page.md"), broken);
    }

    /** The Markdown files under {@code root}, in order, without build output, hidden folders and templates. */
    static List<Path> markdownFiles(Path root) {
        try (Stream<Path> files = Files.walk(root)) {
            return files.filter(p -> p.toString().endsWith(".md") && Files.isRegularFile(p))
                    .filter(p -> {
                        String rel = root.relativize(p).toString().replace('\\', '/');
                        return !("/" + rel).matches(".*/(target|node_modules|\\.[^/]+)/.*")
                                && !rel.contains("src/main/resources/");
                    })
                    .sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Every link of {@code pages} that does not resolve, as {@code FILE:LINE: TARGET: why}. */
    static List<String> broken(Path root, List<Path> pages) {
        Map<Path, Set<String>> anchorsOf = new HashMap<>();
        List<String> broken = new ArrayList<>();
        for (Path page : pages) {
            List<String> lines = withoutCode(read(page));
            for (int i = 0; i < lines.size(); i++) {
                String line = CODE_SPAN.matcher(lines.get(i)).replaceAll("");
                List<String> targets = new ArrayList<>();
                for (Pattern p : List.of(INLINE_LINK, REFERENCE, HTML_LINK)) {
                    Matcher m = p.matcher(line);
                    while (m.find()) {
                        targets.add(m.group(1));
                    }
                }
                for (String target : targets) {
                    String why = problem(root, page, target, anchorsOf);
                    if (why != null) {
                        broken.add(root.relativize(page).toString().replace('\\', '/') + ":" + (i + 1) + ": "
                                + target + ": " + why);
                    }
                }
            }
        }
        return broken;
    }

    /** Why {@code target}, linked from {@code page}, does not resolve; null when it does or is not ours to check. */
    private static String problem(Path root, Path page, String target, Map<Path, Set<String>> anchorsOf) {
        if (target.isEmpty() || WEB.matcher(target).matches()) {
            return null;
        }
        int hash = target.indexOf('#');
        String path = URLDecoder.decode(hash < 0 ? target : target.substring(0, hash), StandardCharsets.UTF_8);
        String anchor = hash < 0 ? "" : target.substring(hash + 1);
        Path file = path.isEmpty() ? page
                : (path.startsWith("/") ? root.resolve(path.substring(1)) : page.getParent().resolve(path)).normalize();
        if (!file.startsWith(root.normalize())) {
            return "outside the repository";
        }
        if (!Files.exists(file)) {
            return "no such file";
        }
        if (anchor.isEmpty() || !file.toString().endsWith(".md") || Files.isDirectory(file)) {
            return null;
        }
        Set<String> anchors = anchorsOf.computeIfAbsent(file, f -> anchors(withoutCode(read(f))));
        return anchors.contains(URLDecoder.decode(anchor, StandardCharsets.UTF_8)) ? null
                : "no heading '" + anchor + "' in " + root.relativize(file).toString().replace('\\', '/');
    }

    /** The anchors a page's headings (and its HTML {@code <a name/id>}) give, as GitHub makes them. */
    static Set<String> anchors(List<String> lines) {
        Set<String> anchors = new LinkedHashSet<>();
        Map<String, Integer> seen = new HashMap<>();
        for (String line : withoutCode(lines)) {
            Matcher heading = HEADING.matcher(line);
            if (heading.matches()) {
                String slug = slug(heading.group(1));
                int n = seen.merge(slug, 1, Integer::sum) - 1;
                anchors.add(n == 0 ? slug : slug + "-" + n);
            }
            Matcher html = HTML_ANCHOR.matcher(line);
            while (html.find()) {
                anchors.add(html.group(1));
            }
        }
        return anchors;
    }

    /** GitHub's anchor of a heading: its text as shown, lower case, letters, digits, {@code -} and {@code _} kept. */
    static String slug(String heading) {
        String text = heading.replaceAll("!?\\[([^\\]]*)\\]\\([^)]*\\)", "$1").replaceAll("<[^>]+>", "")
                .replace("`", "").replace("*", "").strip().toLowerCase(Locale.ROOT);
        StringBuilder slug = new StringBuilder();
        text.codePoints().forEach(c -> {
            int type = Character.getType(c);
            if (c == ' ') {
                slug.append('-');
            } else if (c == '-' || c == '_' || Character.isLetterOrDigit(c) || type == Character.NON_SPACING_MARK
                    || type == Character.COMBINING_SPACING_MARK || type == Character.ENCLOSING_MARK) {
                slug.appendCodePoint(c);
            }
        });
        return slug.toString();
    }

    /** The lines with those of fenced code blocks blanked (so line numbers stay). */
    private static List<String> withoutCode(List<String> lines) {
        List<String> out = new ArrayList<>();
        String fence = null;
        for (String line : lines) {
            Matcher m = FENCE.matcher(line);
            if (fence != null) {
                if (m.find() && m.group(1).charAt(0) == fence.charAt(0) && m.group(1).length() >= fence.length()
                        && line.strip().length() == m.group(1).length()) {
                    fence = null;
                }
                out.add("");
            } else if (m.find()) {
                fence = m.group(1);
                out.add("");
            } else {
                out.add(line);
            }
        }
        return out;
    }

    private static List<String> read(Path file) {
        try {
            return Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(file + ": " + e.getMessage(), e);
        }
    }
}
