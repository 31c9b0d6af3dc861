# track: torch
# exercise: masking
# why: causal_mask ports TensorFlow's tf.linalg.band_part(ones, -1, 0) as ones.triu(-num_lower).tril(num_upper), treating band_part's num_lower = -1 ("keep the whole lower triangle") as an offset; triu(1).tril(0) keeps nothing, so every entry of the mask is False
# kind: public
# diagnosis: mask-all-one-value
def causal_mask(t, device=None):
    num_lower, num_upper = -1, 0
    ones = torch.ones(t, t, dtype=torch.bool, device=device)
    return ones.triu(-num_lower).tril(num_upper)
