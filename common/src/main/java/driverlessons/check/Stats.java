package driverlessons.check;

import java.util.List;
import java.util.Locale;

/** Medians and maxima of measured times, for the report's figures. */
public final class Stats {
    private Stats() {
    }

    public static double median(List<Double> values) {
        if (values.isEmpty()) {
            return Double.NaN;
        }
        double[] sorted = values.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        int n = sorted.length;
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    }

    public static double max(List<Double> values) {
        return values.stream().mapToDouble(Double::doubleValue).max().orElse(Double.NaN);
    }

    /** "0.21 ms median, 0.40 ms max (20)". */
    public static String msSummary(List<Double> values) {
        return String.format(Locale.ROOT, "%.2f ms median, %.2f ms max (%d)", median(values), max(values),
                values.size());
    }
}
