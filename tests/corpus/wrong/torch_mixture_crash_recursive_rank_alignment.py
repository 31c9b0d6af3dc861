# track: torch
# exercise: mixture
# why: weighted_mixture lines up the ranks by calling itself with weights.unsqueeze(0) whenever weights and values differ in their number of axes (meant for values with extra batch axes); when the weights have more axes than the values (one value matrix shared by batched weights) the recursion never ends and raises RecursionError
# kind: crash
# diagnosis: crash, fails-with-leading-axes


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(
            f"weighted_mixture needs weights (..., T, S) and values (..., S, d_v); got"
            f" {tuple(weights.shape)} and {tuple(values.shape)}"
        )
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(
            f"weights have S={weights.shape[-1]} columns but values have S={values.shape[-2]} rows"
        )
    if weights.dim() != values.dim():
        # give the weights the batch axes the values carry
        return weighted_mixture(weights.unsqueeze(0), values)
    return weights @ values
