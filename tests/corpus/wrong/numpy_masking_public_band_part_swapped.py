# track: numpy
# exercise: masking
# why: causal_mask ports Keras's tf.linalg.band_part(ones, -1, 0) with the two band widths swapped, band_part(ones, 0, -1), i.e. np.triu, so it keeps the upper triangle: each query sees itself and later keys
# kind: public
# diagnosis: causal-upper

def causal_mask(t):
    # tf.linalg.band_part(ones, 0, -1): keep 0 diagonals below, all above
    return np.triu(np.ones((t, t), dtype=bool))
