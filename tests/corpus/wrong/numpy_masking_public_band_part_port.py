# track: numpy
# exercise: masking
# why: ports TensorFlow's causal mask tf.linalg.band_part(ones, -1, 0) as np.tril(np.triu(ones, -1), 0), reading band_part's num_lower=-1 ("keep the whole lower triangle") as np.triu's k=-1, which keeps only one subdiagonal: each query sees its own key and the one before it, and every key further back is hidden
# kind: public
# diagnosis: hides-visible
def causal_mask(t):
    ones = np.ones((t, t), dtype=bool)
    # band_part(ones, num_lower=-1, num_upper=0)
    return np.tril(np.triu(ones, -1), 0)
