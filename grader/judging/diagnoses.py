"""Likely mistakes: which known wrong answer a student's output matches.

The catalogue of known mistakes computes each wrong answer from the inputs. Some of those
computations come close to the exercises' answers (a stable softmax along the wrong axis
is still a stable softmax), so the catalogue lives in the instructor room
(``grader.instructor.mistakes``), which the student release leaves out. There,
:func:`hints` answers from ``grader/data/hints.json`` instead: the catalogue's answers
on every input of the public checks, recorded by ``python -m grader release`` while the
public checks ran on the reference. Inputs that were not recorded get no hint.

Looking the catalogue up by name is this room's one reference to a room above it: an
optional plugin, resolved once, with the recorded data as the fallback.
"""

from __future__ import annotations

import hashlib
import importlib
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any

import numpy as np

from grader.jsonarrays import decode, encode, read_file, write_file
from grader.kit import DATA

DIAGNOSES: dict[str, str] = {
    # scaling
    "scale-none": "the scores are not divided by sqrt(d_k).",
    "scale-dk": "the scores look divided by d_k instead of sqrt(d_k).",
    "scale-multiplied": "the scores look multiplied by sqrt(d_k) instead of divided.",
    "scale-float32": "the scale is computed in float32 (for example torch.sqrt(torch.tensor(d_k))), which"
                     " loses precision on float64 inputs; use math.sqrt(d_k).",
    "scale-dv": "the scores look divided by sqrt(d_v) instead of sqrt(d_k).",
    "scale-seq-len": "the scores look divided by sqrt(S), the number of keys, instead of sqrt(d_k).",
    "scale-model-width": "the scores look divided by sqrt(D), the model's width, instead of sqrt(d_k), the width"
                         " of one head (d_k = D / H).",
    "scores-transposed": "the scores look transposed, (..., S, T): row t must hold query t's scores against"
                         " every key (q @ k^T, not k @ q^T).",
    "dot-not-matmul": "np.dot (like np.inner, torch.inner and tensordot) pairs every batch of the first array"
                      " with every batch of the second; use @ (matmul), which pairs batches.",
    "keys-reshaped": "the keys are reshaped to (..., d_k, S) where a transpose belongs: a reshape keeps the entries"
                     " in their order, so each column holds numbers of several keys; swap the last two axes instead"
                     " (np.swapaxes(k, -2, -1), k.transpose(-2, -1)).",
    "inputs-rounded": "an input is rounded before it is used (to a few decimals, np.round(weights, 3), or to 8"
                      " bits, 127 steps of its largest value), so every value computed from it carries that"
                      " rounding: compute with the inputs exactly as given, and round only what you print.",
    "fixed-leading-axes": "the code assumes a fixed number of leading axes (a loop over axis 0, a reshape to 3"
                          " axes, transpose(0, 2, 1, 3)); any number is allowed, none included: use @ and count"
                          " axes from the end (-1, -2, -3).",
    "split-default-axis": "np.split, np.array_split and torch.chunk cut along axis 0 when no axis is given (the"
                          " batch, or T), not along the features: pass axis=-1 (dim=-1) to cut the last axis into"
                          " heads or into the fused projections.",
    "transpose-all-axes": ".T (or .t(), np.transpose(x) with no axes given) reverses every axis, which swaps just"
                          " the last two only in 2-D; swap the axes you mean: np.swapaxes(x, -2, -1) or"
                          " x.transpose(-2, -1).",
    # masking
    "mask-inverted": "the mask looks inverted: True means visible, so keep the scores where allowed is True.",
    "mask-large-negative": "hidden scores are a large negative number, not -inf.",
    "decorator-returns-none": "a decorator above the function returns something other than a function (it lacks"
                              " `return wrapper`), so the function's name holds None: every call of it, and of your"
                              " functions that call it, fails. End the decorator with return wrapper.",
    "mask-added": "the mask is added to the scores as numbers (a visible key +1, a hidden one +0), as an additive"
                  " float mask would be, so nothing is hidden: keep the scores where allowed is True and put -inf"
                  " where it is False (np.where, masked_fill).",
    "mask-zero": "hidden scores are 0 instead of -inf.",
    "mask-ignored": "the mask is ignored.",
    "mask-multiplied": "multiplying by the mask gives 0 * -inf = NaN where a key is visible; choose with"
                       " np.where / masked_fill instead of arithmetic.",
    "mask-after-softmax": "the mask is applied after the softmax, so the visible weights no longer sum to 1; mask"
                          " the scores before it.",
    "causal-no-diagonal": "the diagonal is hidden: a query must see its own key (np.tril(..., k=0)).",
    "causal-upper": "the mask is upper triangular: queries would see later keys; keep on and below the diagonal"
                    " (tril, not triu).",
    "mask-transposed": "the mask is applied with its last two axes swapped (allowed.T, .mT, a transpose before"
                       " the fill): allowed is (T, S), row i saying which keys query i sees, and it goes onto the"
                       " scores as it is; read key by query, a causal mask shows the later keys, and a mask with"
                       " T != S no longer fits the scores.",
    "causal-offset": "the mask reaches one key too far (np.tril(..., k=1)): query i may see keys 0..i only.",
    "mask-not-bool": "causal_mask returns numbers (0/1); the contract asks for a bool mask (dtype bool,"
                     " torch.bool).",
    "int-mask-inverted": "~ (np.invert, bitwise_not) on a 0/1 integer mask gives -1 and -2, which are both true:"
                         " convert the mask to bool first (allowed.astype(bool), allowed.bool()), then invert or"
                         " test it.",
    # softmax
    "softmax-axis": "the softmax runs over the wrong axis: normalise over the last axis (the S keys).",
    "softmax-temperature-ignored": "the temperature is ignored: divide the scores by it.",
    "softmax-temperature-multiplied": "the scores are multiplied by the temperature instead of divided.",
    "softmax-unstable": "exp of a large score overflows: the softmax is not stabilised.",
    "softmax-whole-array": "the exponentials are divided by the sum over the whole array; divide by each row's"
                           " sum (over the last axis, keepdims=True).",
    "softmax-keepdims": "the row maxima are subtracted without keepdims=True, so they broadcast along the wrong"
                        " axis.",
    "softmax-global-max": "the largest score of the whole array is subtracted, not each row's: rows far below it"
                          " underflow to 0/0. Subtract the maximum over the last axis (keepdims=True).",
    # mixture
    "mixture-renormalised": "the weights are renormalised (or rescaled) before mixing; use them exactly as given.",
    "mixture-clipped": "the weights are clipped before mixing (negative weights set to 0, or every weight capped"
                       " to [-1, 1] or [0, 1]); use the weights exactly as given.",
    "mixture-transformed": "the weights go through a function before mixing (exp(w), as if they were log-weights,"
                           " |w|, w ** 2, or less each row's minimum): they are final; use them exactly as given.",
    "mixture-wrong-axis": "the sum runs over the queries T instead of the keys S.",
    "values-reshaped": "the values are read feature-major through a reshape to (..., d_v, S), where a transpose"
                       " belongs: a reshape keeps the entries in their order, so each column mixes features of"
                       " several keys; swap the last two axes instead, or mix the values as (..., S, d_v).",
    # heads
    "swapped-return": "the pair is returned in the wrong order: return (output, weights).",
    "mhsa-no-w-o": "the merged heads are not projected with w_o.",
    "mhsa-wrong-projection": "a projection uses the wrong matrix (for example x @ w_k for the values); Q = x @ w_q,"
                             " K = x @ w_k, V = x @ w_v.",
    "qkv-grouped-by-head": "the fused projection x @ [w_q | w_k | w_v] is cut per head as if each head's q, k and v"
                           " columns lay side by side (the GPT-NeoX and Falcon layout), but joining the three"
                           " matrices lays out all of Q, then all of K, then all of V: cut the fused result into"
                           " Q, K and V first (thirds of its columns), then split each into heads.",
    "mhsa-shared-kv-head": "every head attends with the first head's keys and values (one key/value head shared by"
                           " all, as in multi-query attention): w_k and w_v hold one block of columns per head, so"
                           " split K and V into H heads exactly as Q.",
    "mhsa-nonlinear-projection": "the projections pass through a nonlinearity (a ReLU, GELU, tanh or SiLU on x @ w):"
                                 " attention's projections are linear, Q = x @ w_q, K = x @ w_k, V = x @ w_v (the"
                                 " nonlinearity belongs to the feed-forward block, not to attention).",
    "mhsa-averaged-weights": "the weights are averaged over the heads; return every head's weights (..., H, T, T).",
    "split-heads-first": "the heads axis is put first; it belongs just before T: (..., H, T, d_h).",
    "split-interleaved": "head h gets the interleaved features h, h+H, h+2H...: reshape to (..., T, H, d_h) so"
                         " that each head takes d_h neighbouring features.",
    "weights-broadcast-v": "the weights took v's leading axes: only q's and k's leading axes shape the weights"
                           " (..., T, S); v's extra axes reach only the output.",
    "split-reshape": "the heads are cut by reshaping straight to (..., H, T, d_h); reshape to (..., T, H, d_h)"
                     " and then swap the H and T axes.",
    "merge-no-transpose": "the heads are merged by reshaping without first swapping the H and T axes.",
    # every function
    "dtype-float64": "float64 output for float32 input: a step made float64 values. Under NumPy 2 that is"
                     " np.sqrt(d) or a NumPy float64 scalar, dtype=float or np.full(..., -np.inf); in PyTorch"
                     " .double() or dtype=torch.float64. Divide by math.sqrt(d) (a Python float) and build"
                     " constants in the inputs' dtype.",
    "values-nan": "NaN usually comes from inf - inf or 0/0: an overflowing exp, or a row with no visible key.",
    "dtype-changed": "the output's dtype is not the inputs': compute in the inputs' dtype and do not convert.",
    "error-not-valueerror": "a bad input made the function fail with another exception (IndexError, RuntimeError,"
                            " TypeError, AssertionError...): check the input yourself and raise ValueError.",
}
"""Every diagnosis the grader can give, by key: what feedback says after "Likely mistake:".
The corpus names the key each wrong entry should be diagnosed with (``# diagnosis:``)."""


def diagnosis(key: str) -> str:
    return DIAGNOSES[key]


KEY_OF = {text: key for key, text in DIAGNOSES.items()}
"""The key for each text of :data:`DIAGNOSES` (hints carry the text)."""
EVIDENCE_ONLY = {"values-nan"}
"""Keys of :data:`DIAGNOSES` that say what a check saw rather than name a known mistake."""

GENERIC: dict[str, str] = {
    # relations between yours and expected
    "ratio": "your values are the expected ones times {factor} throughout (a constant ratio, {ratio:.4g}): a"
             " scale by the wrong size, or one applied twice or not at all.",
    "ratio:-1": "your values are the expected ones with the opposite sign (times -1 throughout): a minus sign"
                " too many, or a difference taken the wrong way round.",
    "ratio:constant": "your values are the expected ones times a constant ({ratio:.4g}) that no size of the inputs"
                      " gives: look for a hard-coded scale or a rounded one.",
    "ratio:trend-d_k": "your scores are the expected ones times a factor that changes with d_k ({shown}): the"
                       " scale is computed from d_k, but not as its square root; divide by math.sqrt(d_k).",
    "ratio:fixed-scale": "your scores are divided by {scale:.4g} whatever d_k is (so they are the expected ones"
                         " times {shown}): a hard-coded scale, right only where d_k = {square:.4g}; divide by"
                         " math.sqrt(d_k), with d_k read from the inputs.",
    "logit-ratio:fixed-scale": "your weights are a softmax of scores divided by {scale:.4g} whatever d_k is (the"
                               " logits are the expected ones times {shown}): a hard-coded scale, right only"
                               " where d_k = {square:.4g}; divide by math.sqrt(d_k), with d_k read from the"
                               " inputs.",
    "logit-ratio": "your weights are a softmax of the expected scores times {factor} (a constant ratio of the"
                   " logits, {ratio:.4g}): the scores that reach the softmax are scaled by the wrong size, or"
                   " scaled twice (by scaled_scores and again by a temperature).",
    "logit-ratio:-1": "your weights are a softmax of the expected scores with their sign flipped (times -1): the"
                      " largest score gets the smallest weight. The shift is taken the wrong way round (exp(max - x)"
                      " where exp(x - max) belongs), or a minus sign is too many.",
    "logit-ratio:ln(2)": "your weights are a softmax of the expected scores times ln 2 ({ratio:.4g}): an exponential"
                         " in base 2 (np.exp2, torch.exp2, 2 ** x) computes exp(x ln 2); use exp, or multiply the"
                         " scores by log2(e) first.",
    "shift-per-key": "{func} takes away from the scores {what} before exp: a shift cancels in the normalisation"
                     " only when it is one number for the whole row. Take each row's maximum over the keys"
                     " (axis=-1 / dim=-1, keepdims).",
    "logit-ratio:0": "your weights are equal across the keys of each row (a uniform softmax) where the expected"
                     " ones are not: the scores reach the softmax as one value per row, as if multiplied by 0 (an"
                     " integer reciprocal: 1 // 2 is 0) or taken away from themselves (x - x where x - max belongs).",
    "logit-ratio:constant": "your weights are a softmax of the expected scores times a constant ({ratio:.4g}) that"
                            " no size of the inputs gives: look for a hard-coded or doubled scale before the"
                            " softmax.",
    "row-sum": "your weights' rows each sum to {factor} ({total:.4g}), not 1, and they are not the expected"
               " weights times it: the normalised weights are divided (or multiplied) by {factor} as well, such as"
               " a temperature applied to the row sum instead of to the scores. Divide the exponentials by their"
               " own row sum only; a temperature divides the scores before exp.",
    "row-sum:one-number": "your weights' rows all sum to {total:.4g}, not 1 (a number no size of the inputs gives):"
                          " something is taken from or added to"
                          " the normalised weights (a second softmax subtracted, a constant); return the"
                          " exponentials over their exact row sum only.",
    "float32-precision": "your float64 values differ from the expected ones by relative errors near float32's"
                         " precision (up to {relative:.1g}): a step computes in float32 (a constant such as"
                         " torch.sqrt(torch.tensor(d_k)), or a cast); use math.sqrt and keep the inputs' dtype.",
    "offset": "your values are the expected ones plus {what}: something is added that does not belong (an"
              " epsilon, a bias, a shift that is not undone).",
    "scaled-offset": "your values are the expected ones times {factor} ({ratio:.4g}) plus {what}: a scale and a"
                     " shift together (the weights mixed with a uniform share, as label smoothing does; a scale"
                     " applied in log space, as a subtraction); use the inputs as given and scale by multiplying.",
    "uniform-share": "your weights are each row's expected weights mixed with an even share over its keys, a share"
                     " of its own in each row ({low:.3g} to {high:.3g} of the row): something is added to every"
                     " exponential (or weight) before the rows are normalised, as add-one smoothing does; normalise"
                     " the exponentials alone, so that hidden keys keep exactly 0.",
    "added-input": "your values are the expected ones plus your input {argument}: something adds an input that"
                   " does not belong (a residual connection, {argument} + ...); return the result alone.",
    "added-input:scaled": "your values are the expected ones plus your input {argument}, all times {ratio:.4g}: a"
                          " residual connection and a scale of the sum (sqrt(0.5) keeps a sum's variance) that do"
                          " not belong; return the result alone, unscaled.",
    "axis-rolled": "your result holds the expected values shifted by {shift} along axis {axis} ({along}), wrapping"
                   " round: entry i holds what belongs at entry i - {shift}, and the last {shift} come first. An"
                   " index is off by {shift} (t - 1 where t belongs, as from a count that starts at 1) or the axis"
                   " is rolled (np.roll, torch.roll); index each entry by its own position.",
    "reordered": "your result holds the expected values, with the entries of its last axis in another order"
                 " ({how}): a reshape lays axes out in the order they stand; move them into place (a transpose)"
                 " before you flatten them.",
    "mask-as-bias": "your mask is an additive bias: 0 where a key is visible and {fill} where it is hidden{shaped}."
                    " The contract asks for a bool mask, True where the query may see the key (j <= i) and False"
                    " elsewhere, of shape (t, t): mask_scores puts the -inf in.",
    "one-column": "your values are right everywhere but at index {index} of the last axis, which holds"
                  " {what}: something writes into that column before or after the rest is computed (out= into"
                  " a slice such as out=x[..., :1], or x[..., {index}] assigned in place); give every result its own"
                  " array.",
    "blocks-reversed": "your result holds the expected values with the blocks of its last axis in reverse order"
                       " ({how}): the parts were joined last to first (a list built by insert(0, ...), a"
                       " reversed() or a loop that counts down); join them first to last (head 0's features"
                       " first).",
    "activated": "your values are {name} of the expected ones ({how}), entry by entry: an activation is applied"
                 " to the result (a layer's nonlinearity kept); return the result as computed.",
    "standardised": "your values are the expected ones standardised along the last axis (each row less its mean,"
                    " divided by its standard deviation): a layer norm is applied to the result; return it as"
                    " computed.",
    "split-stride": "your heads start {step} feature(s) apart where a head's width, {d_h}, belongs: head h holds"
                    " features h*{step} to h*{step}+{d_h}-1, so the heads overlap and the last features are left"
                    " out. Head h is x[..., h*d_h:(h+1)*d_h] (or reshape to (..., T, H, d_h) and swap T and H).",
    "index-whole-array": "{func} raised {type} at {where} ({line}): index_select takes one 1-D index for the whole"
                         " tensor, so it cannot pick one entry per row (an argmax per row is (..., T)); pick"
                         " per row with gather or take_along_dim and an index that keeps its axis (keepdim=True),"
                         " or take the row's maximum itself (amax(dim=-1, keepdim=True)).",
    "strided-own-strides": "{func} makes a view with as_strided in another shape but with {name}'s own strides:"
                           " that lays the entries out as a reshape does, not as a transpose, and where the shape"
                           " does not fit it reads past the array (other memory, different on every call, or an"
                           " out-of-bounds error). Swap the axes with a transpose (np.swapaxes, .mT,"
                           " .transpose(-2, -1)), which moves each axis with its own stride.",
    "axis-flipped": "your result holds the expected values in reverse order along axis {axis} ({along}): entry i"
                    " holds what belongs at entry n-1-i. Something reverses that axis (np.flip, flipud or fliplr,"
                    " [::-1], .flip()) or counts its index from the wrong end; build it in the expected order.",
    "adds-transpose": "{func} adds the table of scores to its own transpose (k @ q^T beside q @ k^T, or the"
                      " result's .T): a (..., T, S) table and a (..., S, T) one fit together only where T = S, and"
                      " there the sum is no longer each query's match with each key. Return q @ k^T / sqrt(d_k)"
                      " alone.",
    "transposed": "your result is the expected one with its last two axes swapped: check the order of the"
                  " operands and which axis is T and which is S.",
    "permuted": "your result holds the expected values with its axes in another order ({order}): check your"
                " transposes and reshapes; a reshape does not move axes.",
    "axes-reversed": "your result holds the expected values with every axis in reverse order ({order}): .T (and"
                     " np.transpose or permute with no order given) reverses all the axes, which swaps the last two"
                     " only in 2-D; swap just those (np.swapaxes(x, -1, -2), x.transpose(-2, -1)).",
    "reduced-other-axis": "your weights sum to 1 over {axis}, not over the last axis (the S keys): normalise"
                          " each row over axis -1.",
    "extra-axis": "your result holds the expected values with an extra axis of length 1 ({got} where {expected}"
                  " belongs): build it at the expected shape, or take that axis away (squeeze, [0]).",
    "missing-axis": "your result holds the expected values without an axis of length 1 ({got} where {expected}"
                    " belongs): keep the axis (keepdims=True, keepdim=True, [..., None]).",
    "weights-overwritten": "your weights hold the very values of your output: the output is written over the"
                           " weights' memory (np.matmul(weights, values, out=weights), weights @= values) or one"
                           " array is returned as both; give the output an array of its own.",
    "axes-folded": "your result holds the expected values in their order, with neighbouring axes folded into one"
                   " ({got} where {expected} belongs): a reshape with -1 takes every axis that is left; give each"
                   " axis you keep its own size (reshape(*lead, T, H * d_h)).",
    "reshaped-sizes": "your result holds the expected values in their order, but cut into shape {got} where"
                      " {expected} belongs: a reshape was given its sizes in another order than the axes hold them"
                      " (sizes unpacked from .shape in the wrong order, T where H belongs). Read each size from the"
                      " axis it names, counting from the end.",
    "axes-folded:moved": "your result holds the expected values with the last axes in the order {order}, then"
                         " neighbouring axes folded into one ({got} where {expected} belongs): a merge (a swap and"
                         " a reshape) is applied to an array that must keep its axes, such as every head's weights;"
                         " return that array as it is.",
    "extra-entries": "your result has the shape {got} where {expected} belongs, and along {along} the expected"
                     " entries are among yours ({which}): the rest are extra. A slice or a stride is missing (sliding"
                     " windows overlap unless they step by their width), or a loop runs past the size it should stop"
                     " at.",
    "cut-short": "your result is the first part of the expected one, shape {got} where {expected} belongs: the"
                 " entries it has are right, the rest are missing. A size fixed in the code (a table built once for"
                 " a block size, a buffer sliced to the size asked) caps it; build the result for the sizes of each"
                 " call.",
    "nan-at-hidden": "your weights are NaN exactly where a key is hidden (a -inf score) and right everywhere else:"
                     " -inf meets -inf there (a difference of two hidden scores, -inf - (-inf), or inf / inf). exp"
                     " of -inf is 0 by itself: subtract only each row's largest score, which stays finite while a"
                     " key is visible.",
    "cosine-scores": "your scores are each query's and key's cosine similarity, {how}: each dot product is also"
                     " divided by the lengths of its query and its key (a norm over the features); a score is the"
                     " plain dot product q . k, divided by sqrt(d_k) only.",
    "distance-scores": "your scores are minus the squared distance between each query and key, times {times:.4g}"
                       " (a Gaussian kernel's -|q - k|^2 / 2), not their dot product: -|q - k|^2 is 2 q.k less |q|^2"
                       " and |k|^2, and the |k|^2 term differs from key to key, so it changes every row's softmax."
                       " Use q @ k^T / sqrt(d_k).",
    "softmax-twice": "your weights are a softmax of the expected weights: the softmax is applied twice (once more"
                     " to scores already turned into weights), which flattens them towards uniform; apply it once,"
                     " to the scores.",
    "weights-elementwise": "your weights are a function of each score on its own (equal scores get equal weights,"
                           " whatever else is in their row) and their rows do not sum to 1: a softmax weighs each"
                           " key by exp(score - the row's maximum) and divides by the row's sum of those, so each"
                           " weight depends on its whole row.",
    "weights-not-exp": "your weights are {what}, not exponentials: a softmax weighs each key by exp(score - the"
                       " row's maximum) and divides by the row's sum of those, so a larger score always weighs more.",
    "weights-triangle": "your mixture uses only the weights {which} the diagonal (weights.tril() or .triu(), or a"
                        " block layout): the others are dropped. Mix with the weights exactly as given; hiding keys is the mask's job,"
                        " before the softmax.",
    "sigmoid-not-softmax": "your weights are a sigmoid of each score on its own (1 / (1 + exp(-x))), not a softmax"
                           " over the row: each weight ignores the other keys, and the rows do not sum to 1. Divide"
                           " exp(x - max) by its row's sum.",
    "argument-derived": "{func} passes your {inner} {name} = {expr} where {inner} takes {argument}{what}: a value"
                        " worked out from {argument} is not {argument}; pass {argument} itself.",
    "signature-differs": "{func}'s parameters are {got} where the contract's are {expected}: {how}. The checks,"
                         " and your other functions, call it as the contract says; keep the stub's parameter"
                         " list.",
    "exp-minus-one": "your weights are made from exponentials each 1 too small (exp(x) - 1, as np.expm1 and"
                     " torch.expm1 give): each row's largest score gets weight 0, hidden keys get a weight that is"
                     " not 0, and a row of one key is 0/0 (NaN). Use exp, then divide by the row's sum.",
    "hard-max": "your weights put 1 on each row's largest expected weight and 0 on the others (an argmax, a"
                " one-hot): a hard choice where the softmax gives every key a share; divide exp(x - max) by its"
                " row's sum.",
    "first-repeated": "your result repeats its first {what} for every {what} (axis {axis}): the first is right and"
                      " the others copy it. An index [0] picks one where each {what} needs its own, or a loop keeps"
                      " only its first pass; compute every {what} (let @ and broadcasting run over them all).",
    "bias-bool": "your hidden scores are {how}, and the visible ones are right: the -inf meant for them was stored"
                 " in a bool array, where it becomes True, which counts as 1 (a bias or a fill made by zeros_like,"
                 " full_like or new_zeros of the bool mask takes the mask's dtype). Make it in the scores' dtype,"
                 " or put -inf straight into the scores where the mask is False (np.where, masked_fill).",
    "builtin-sum-start": "your {func} calls Python's own sum, {call}: the builtin adds up along the first axis and"
                         " takes its second argument as the start value, not as an axis. Use the array's sum"
                         " (x.sum(axis=-1), np.sum(x, axis=-1), or torch's x.sum(dim=-1)).",
    "default-differs": "{func}'s default {argument}={given} differs from the contract's {argument}={expected}: every"
                       " call that leaves {argument} out (as the kit's callers do: stable_softmax(scores)) gets {given}."
                       " Give it the contract's default.",
    "input-first-only": "your scores use only the first {what} of {argument} (axis {axis}) for every {what}: each"
                        " one is scored with the first one's {argument} ({argument}[..., :1, :, :], as multi-query"
                        " attention keeps one key head for all). Use {argument} as given, each {what} with its own.",
    "first-only": "your result is right in its first {right} of {rows} rows (in the order a loop over the leading"
                  " axes visits them) and holds {fill} after them, as it was before any row was computed: a loop"
                  " that returns or breaks after its first pass (a return indented into the loop). Return after"
                  " the loop has filled every row.",
    "running-total": "your weights are each divided by a running sum, the exponentials of the row up to their own"
                     " key (a cumsum, or logcumsumexp taken for the log-sum-exp), not by the row's total: only the"
                     " last key of a row is right. Divide by the sum over the whole row (sum(axis=-1), logsumexp).",
    "batches-paired-all": "your result pairs every batch of one input with every batch of the other: shape {got}"
                          " where {expected} belongs, and the expected result is its diagonal over {axes}. np.dot"
                          " (inner, tensordot) does that, and so does @ given one batched row (B, S), which it reads"
                          " as a matrix: multiply whole arrays with @, which pairs batch with batch.",
    "mapped-over-one-input": "your result maps over the first axis of the {name} alone (vmap with in_dims=(0, None),"
                             " a loop over {name}[i] stacked): each slice meets all of the {other}, batch axes and"
                             " all, so the result has shape {got} where {expected} belongs. Pair batch with batch:"
                             " map over both inputs (in_dims=0), or let @ broadcast the leading axes.",
    "bytes-reinterpreted": "your result is the memory of a {source} array read as {dtype} (shape {got} where"
                           " {expected} belongs): .view(dtype) reinterprets the bytes, each number becoming several"
                           " entries, where .astype({dtype}) (torch: .to(dtype)) converts the values.",
    "cut-to-nothing": "your result is empty, shape {got} where {expected} belongs (axis {axis} has no entries): a"
                      " slice ends at 0, as x[..., :-n] does when n is 0 (it is x[..., :0]){early}; slice to the"
                      " length you keep, x[..., :length], not back from the end.",
    "axis-reduced": "your result has the shape {got} where {expected} belongs: axis {axis} (of length {size}) is"
                    " reduced away, as a sum, a max, a log-sum-exp or an index over it would; return every entry"
                    " along that axis.",
    "axis-split": "your result holds the expected values in their order, with an axis cut into several ({got}"
                  " where {expected} belongs): reshape to the expected shape.",
    "hides-visible": "your result hides {count} places that the expected one shows{where}, and is right"
                     " elsewhere: something hides keys that are visible; only the mask the caller passes hides"
                     " keys.",
    "hidden-exp-one": "your weights give each hidden key (a score of -inf) an exponential of 1, as large as its"
                      " row's best key's, where exp(-inf) = 0 belongs: the skipped entries keep what their buffer"
                      " held (an exp given where= and out=np.ones_like(x) leaves ones there). Make the hidden keys'"
                      " exponentials 0 (a buffer of zeros, or exp of the -inf itself).",
    "w-o-first-block": "{func} projects every one of its {heads} heads through w_o's first block of rows"
                       " (w_o[:d_v]), where head h's own rows, w_o[h * d_v:(h + 1) * d_v], belong: join the heads"
                       " and multiply by the whole w_o, or give each head its own block.",
    "values-rolled": "your mixture meets each weight with another key's value row: the value rows are rolled by"
                     " {shift} along the keys (np.roll or torch.roll on axis -2, a decoder's shift right) before"
                     " the product. Mix each key's weight with that key's own value row.",
    "mask-from-padding": "your mask is rebuilt from two padding vectors, the queries that see any key times the"
                         " keys that any query sees (BigBird's from_mask * to_mask): right for a padding mask, but"
                         " a mask of another pattern (causal) gets {count} hidden places back. Use the mask as"
                         " given, entry by entry.",
    "shows-hidden": "your mask shows {count} places that the expected one hides{where}, and is right elsewhere:"
                    " a query sees keys it must not; a causal mask shows key j to query i only where j <= i, and"
                    " nothing else (no prefix, no window).",
    "exp-of-expected": "your values are exp of the expected ones: an exponential too many.",
    "weights-rescaled": "your output rows are the expected ones divided by their weights' row {by}, in {rows}:"
                        " the weights are rescaled before they mix the values; use them exactly as given.",
    "ends-halved": "your mixture counts the first and the last key's share half (each key's weights times 0.5, 1,"
                   " ..., 1, 0.5): that is the trapezoid rule (np.trapezoid, torch.trapezoid), which estimates an"
                   " integral; a weighted mixture adds every key's weight times its value row in full (weights @"
                   " values).",
    "weights-rescaled-per-key": "your output is what the weights give with each key's column of weights {how}:"
                                " the weights are rescaled before they mix the values (over the wrong axis where"
                                " they are normalised); use them exactly as given.",
    "values-normalised": "your mixture divides each value row by its length (its L2 norm over d_v) before mixing:"
                         " each key's share is scaled by one over its value row's length, so the output mixes unit"
                         " vectors. Mix the value rows exactly as given: weights @ values.",
    "feature-left-out": "your scores leave out {which} of q and k: each is the expected score less that feature's"
                        " product (q[..., t, j] * k[..., s, j] / sqrt(d_k)). A loop over the features must run over"
                        " all d_k of them (range(d_k)) and add each one's product to the sum.",
    "scale-by-distance": "your values are the expected ones times a factor that depends only on how far apart the"
                         " query and the key are (i - j): from {low:.3g} to {high:.3g}, {diagonal:.3g} where i = j. A"
                         " position re-weighting is kept (cosFormer's cos(pi/2 (i - j) / M), a decay with distance);"
                         " scaled dot-product attention scores q k^T / sqrt(d_k) alone.",
    "heads-alike": "your {heads} heads all return the same weights, where each head's own differ: the heads'"
                   " scores or weights are mixed across the heads (talking heads, a mean over the heads) before"
                   " each head's softmax or after it. Each head attends with its own q and k only.",
    "keys-pooled": "your scores have {got} columns where S = {count} belong: the keys are {how} before the"
                   " product, so each query scores {got} pooled keys instead of each of its keys (Linformer's projected"
                   " keys, a spatial reduction). Score every key as given: q k^T / sqrt(d_k), one column per key.",
    "features-mapped": "your scores are products of {name} of q's and k's features, not of the features themselves:"
                       " each entry of q and k goes through that function before the dot products (a feature map"
                       " of linear attention, as in cosFormer or Performer). Scaled dot-product attention takes"
                       " q k^T / sqrt(d_k) of q and k exactly as given.",
    "key-left-out": "your mixture leaves out {which}: each output is {each}. A loop over the keys must run over all S"
                    " of them (range(S)) and add every key's share to what the passes before it added.",
    "mask-all-one-value": "your mask {what}: every entry is {value}. True marks the keys a query may see (on"
                          " and below the diagonal for a causal mask), False the ones it may not.",
    "weights-top-k": "your mixture uses only each row's largest weights: the smallest ones are set to 0 before"
                     " mixing (a top-k, as in sparse attention). Attention mixes every value row with the weight"
                     " the softmax gives it; use the weights exactly as given.",
    "int-array-index": "your {name} holds the integers 0 and 1 (1 - a bool mask, or a mask cast to int), and an"
                       " integer array indexes positions along the first axis, not places: x[{name}] picks whole"
                       " rows 0 and 1. Index with a bool array (~visible, visible == 0, allowed.astype(bool)).",
    "logits-activated": "your weights are a softmax of {name} of the logits, not of the logits themselves: the"
                        " scores go through that function before exp, which changes how much each key weighs."
                        " Take the softmax of the scores (over the temperature) as they are.",
    "weights-by-distance": "your mixture scales each weight by a factor that depends only on how far its key is from"
                           " its query ({shown}{after}): {like}. Mix"
                           " with the weights exactly as given.",
    "dual-softmax": "your weights are a softmax over the keys times a softmax over the queries (LoFTR's dual"
                    " softmax): each weight is also multiplied by its share of its key's column, so no row sums to"
                    " 1. Take one softmax, over the last axis.",
    "paired-reversed": "{func} pairs the {paired} in opposite orders: {one} meets {other}. A convolution"
                       " (np.convolve, a product of FFTs) reverses one argument before it slides, which a dot product"
                       " does not, and so does an index counted from the wrong end; pair entry i with entry i (a @ b,"
                       " np.dot, einsum).",
    "values-activated": "your mixture mixes {name} of the values, not the values themselves: each value entry goes"
                        " through that function before the weights mix them. Mix the values exactly as given.",
    "rotary-positions": "your scores turn q and k by their positions first (rotary position embeddings, RoPE, on"
                        " feature pairs {pairs}, as LLaMA's attention does), so a score changes with where its query"
                        " and key sit. Scaled dot-product attention has no positions: take q k^T / sqrt(d_k) of q and"
                        " k exactly as given.",
    "weights-argmax": "your mixture gives each query the value row of its largest weight alone (an argmax, as in"
                      " hard attention): attention mixes every value row, each times its weight; use the weights"
                      " as given (weights @ values).",
    "key-counted-twice": "your mixture counts {which} twice: each output is the expected one plus that key's"
                         " weight times its value row. Start the sum at zero, or let the loop skip the key you"
                         " started with (range(1, S)).",
    "half-precision": "your values differ from the expected ones by relative errors near half precision's (up to"
                      " {relative:.2g}): {what} is computed in float16 or bfloat16 (.half(), dtype=torch.float16);"
                      " compute in the inputs' own dtype (math.sqrt for a scale).",
    "rounded": "your values are the expected ones {how} to {to}: {advice}",
    "mask-merged": "your result applies one mask made of the whole batch's masks ({how}() over the leading axes) to"
                   " every batch element: each element (and head) has a mask of its own, and sees keys another one's"
                   " mask decides; let the whole mask broadcast against the scores, as it is.",
    "mask-rows-differ": "your mask lets the queries see {got} keys, row by row, where {expected} belong: it shows"
                        " keys that must stay hidden and hides keys that must be seen. Query i sees keys 0 to i and"
                        " no others: True where j <= i (np.tril of ones, or a comparison of the two index ranges).",
    "input-stored-coarser": "your values are computed from {argument} {how}, so every one carries that rounding:"
                            " keep the inputs in the precision they come in, and compute with them exactly as"
                            " given.",
    "input-quantised": "your values are computed from {argument} rounded to {count} steps of {over} largest size"
                       " (an int8 cache: round(x / s) * s with s = max|x| / {count}), so every one carries that"
                       " rounding. Compute with the inputs exactly as given.",
    "scores-summed-over-keys": "your scores are each query times the keys' total, summed over the S keys where the"
                               " d_k features belong ((..., T, d_k) where (..., T, S) belongs): a score pairs one"
                               " query with one key and sums their products over the features, the last axis of"
                               " both (q @ k^T, or .sum(-1) of the broadcast products).",
    "mixture-summed-features": "{func} sums the weighted values over the features d_v (the last axis) where the"
                               " keys S belong, so it returns (..., T, S), each weight times its value row's"
                               " total: weights (..., T, S) times values (..., S, d_v) sum over S (weights @"
                               " values, or the product summed over axis -2).",
    "scores-rounded": "your weights are the softmax of the scores {how}: every score loses its fraction before"
                      " the exp (and -inf // t is NaN). Divide with / (a true division) and round nothing on the"
                      " way.",
    "log-of-expected": "your values are the log of the expected ones (a log-softmax): return the weights"
                       " themselves, exp of that.",
    "clipped": "your values are the expected ones {how}: do not clamp or cap the inputs, the scores or the result.",
    "epsilon": "your weights' rows do not sum to exactly 1 (off by up to {gap:.1g}): {how}.",
    "sigmoid-normalised": "your weights are sigmoids of the scores (1 / (1 + exp(-x)), each score on its own),"
                          " divided by their row's sum: the rows sum to 1, but a sigmoid is no exponential, so"
                          " the weights are flatter than a softmax's. Divide exp(x - max) by its row's sum.",
    "weights-dropped": "your weights are the expected ones with some set to 0 and every other one times {times:.4g}"
                       " (dropout with p = {p:.3g} keeps a weight with probability 1 - p and divides it by 1 - p):"
                       " attention must use every weight the softmax gives, unchanged; leave dropout out of it (a"
                       " fixed seed makes it repeat, not right).",
    "row-scale": "your weights' rows are the expected rows, each times a factor of its own (they sum to {sums},"
                 " not 1): divide each row by its exact sum, not by another number (its max).",
    "row-l2-norm": "your weights' rows have length 1, not sum 1: each row is divided by its Euclidean norm (the"
                   " square root of its sum of squares, the default of np.linalg.norm and F.normalize) where its"
                   " plain sum belongs. Divide by the row's sum (an L1 norm of positive weights).",
    "online-sum-not-rescaled": "your weights are a blockwise (online) softmax over blocks of {size} keys whose"
                               " running sum is never rescaled: when a block raises the running maximum, the sum"
                               " gathered so far must be multiplied by exp(old max - new max) before the block's"
                               " exponentials are added, so rows whose maximum comes in a later block sum to less"
                               " than 1.",
    "scale-per-row": "your values are the expected ones with each row (each query) times a factor of its own"
                     " ({low:.4g} to {high:.4g}): something scales every row by a number read from that row's own"
                     " values (a norm, a sum, a maximum) where one constant belongs.",
    "scale-per-column": "your values are the expected ones with each column (each key) times a factor of its own"
                        " ({low:.4g} to {high:.4g}): something scales every key by a number read from its own"
                        " values (a norm, a sum) where one constant belongs.",
    "scale-per-row-and-column": "your values are the expected ones times a factor for each row (each query) and"
                                " a factor for each column (each key), together {low:.4g} to {high:.4g}: every score"
                                " is divided by something read from its own query and its own key (their norms, as"
                                " a QK-norm or a cosine similarity does); the scores are q . k / sqrt(d_k) only.",
    "logit-ratio:fixed-temperature": "your weights are a softmax of the scores divided by {scale:.4g} whatever"
                                     " temperature is passed (wrong with temperatures {shown}): the temperature"
                                     " argument does not reach the division (a value kept from an earlier call, a"
                                     " default or a hard-coded number); divide by this call's temperature.",
    "logits-clipped": "your weights are a softmax of the logits {how}: a bound on the"
                      " scores before exp changes every weight of a row whose scores reach it. Subtract the row's"
                      " maximum instead: it keeps exp in range and changes no weight.",
    "logit-ratio:temperature-some-rows": "your weights are right in some rows, and {count} of {rows} rows{which} are"
                                         " the softmax of the scores at temperature 1, not {temperature:g}: the"
                                         " division by the temperature skips those rows; divide every row's"
                                         " scores by it (-inf / temperature is -inf, which exp turns into 0).",
    "logit-ratio:temperature-clipped": "your weights are a softmax of the scores divided by another temperature"
                                       " than the one given where it lies outside a range: the temperature applied"
                                       " is {shown} (a clip or clamp of the temperature); divide by the"
                                       " temperature as given.",
    "identity-mixed": "your weights are the expected ones times {times:.4g}, plus {added:.4g} on the diagonal (each"
                      " query's weight for the key at its own position) and nowhere else: an identity is mixed into"
                      " the weights (a residual folded into the map, self-loops added); return the softmax's weights"
                      " as they are.",
    "normalised-both-axes": "your weights are the expected ones times a factor for each query and a factor for each"
                            " key (together {low:.4g} to {high:.4g}): they are normalised down each column, over the"
                            " queries, as well as along each row (a softmax over the queries, Sinkhorn iterations);"
                            " normalise each row over its keys only, with one softmax over the last axis.",
    "row-logit-scale": "your weights' rows are each a softmax of that row's scores times a factor of its own"
                       " ({low:.4g} to {high:.4g}): something divides a row's scores by a number read from the row"
                       " (its largest score, its norm), which flattens rows of large scores; a stable softmax only"
                       " subtracts the row's maximum, which changes no weight.",
    "abs-of-expected": "your values are the expected ones with every negative value made positive (their absolute"
                       " values): an abs() (or a square root of a square) where the signed value belongs.",
    "numeric-warning": "{func} warns ({message}) on inputs it must take quietly (scores of 1e4, offsets of 1000,"
                       " -inf): a step on the way computes log(0), 0 * inf, a division by zero or a value too large"
                       " for the dtype; run it under np.errstate(all='raise') to find the step, and keep every step"
                       " finite (a hidden key's weight is exactly 0: never take its log).",
    "reshaped-transpose": "your result holds the expected values with the last two axes swapped and then reshaped"
                          " back to the expected shape: a table built the other way round ((S, T) for (T, S)) and"
                          " reshaped where a transpose belongs; a reshape keeps the old order of the entries, so"
                          " swap the axes (.T, swapaxes, transpose) instead.",
    "sparse-weights": "your weights' rows sum to 1 but are exactly 0 for {count} visible key(s) the softmax weighs (up to"
                      " {largest:.3g}), and the other weights differ too: that is a sparse map (a sparsemax, an"
                      " entmax, a threshold), not exp(scores) over its row sum; every visible key keeps a weight"
                      " above 0.",
    "only-at-special": "your values are right except where the expected value is -inf, inf or 0: hidden scores"
                       " must be exactly -inf and their weights exactly 0.",
    # patterns across the cases of one function
    "fails-when-dv-eq-s": "{func} is right when the values' width d_v differs from the number of keys S and wrong"
                          " when they are equal: a test of the sizes (values.shape[-1] == S) takes another path"
                          " there; read the layout from the contract, (..., S, d_v), never from the sizes.",
    "input-returned": "your output is your input {argument} as it came, where the computed result belongs: the"
                      " computation is dropped on the way out (multiplied by a gate that starts at 0, a branch that"
                      " returns early, a result assigned to another name); return what the steps compute.",
    "mask-in-part": "your result leaves {kept} of the {count} hidden places with their scores as they came{where},"
                    " and puts -inf at the others: every place the mask hides must be -inf, whatever its score"
                    " (a hidden key's weight must be 0).",
    "fails-with-unnormalised-weights": "{func} is right where every row of the weights sums to 1 and wrong"
                                       " where one does not: something holds only for a softmax's weights (a"
                                       " renormalisation, a value row taken out and added back, 1 - w for the"
                                       " rest); the contract takes any weights, so mix them exactly as given.",
    "fails-unless-ndim": "{func} is right only when {name} has {ndim} axes, and wrong with fewer or more: it"
                         " assumes one number of axes (a fixed axis index, dstack or unbind at a set position);"
                         " count axes from the end (-1, -2, -3) so that any number of leading axes works.",
    "fails-with-leading-axes": "{func} is right {scope} and {more}: count axes from the end (-1, -2) and let @"
                               " broadcast any leading ones.",
    "fails-with-mask": "{func} is right without a mask and wrong with one: check that the mask reaches the"
                       " scores (masked before the softmax) on every path.",
    "fails-without-mask": "{func} is right with a mask and wrong without one: with allowed=None every key is visible"
                          " to every query; do not make up a mask of your own (a causal one) when none is given.",
    "fails-with-broadcast-mask": "{func} is right when the mask has the scores' own shape and wrong when it must"
                                 " broadcast (a (T, S) mask on (..., T, S) scores): broadcast the mask to the"
                                 " scores' shape before you index or reshape with it (np.broadcast_to,"
                                 " .expand_as).",
    "fails-with-one-row-mask": "{func} is right for masks with a row per query and wrong for a mask of one row that"
                               " every query shares ((1, S) or (..., 1, S) on scores of T > 1 queries): that"
                               " length-1 query axis broadcasts over the T queries as it is; do not transpose,"
                               " squeeze or index it as if it held T rows.",
    "fails-with-fewer-mask-axes": "{func} is right {scope}: broadcasting adds a mask's missing axes on the left;"
                                  " do not insert one elsewhere (unsqueeze(1), [:, None]) nor read sizes the mask"
                                  " may not have (allowed.shape[-2] of a 1-D mask).",
    "fails-with-head-mask": "{func} is right for (T, T) masks and wrong for masks with an axis before T (a heads"
                            " axis, (..., H, T, T), or a batch axis): check what it does to the mask's shape; a"
                            " heads axis inserted into every mask (expand_dims(allowed, -3), unsqueeze(-3)) is one"
                            " too many where the mask has one already. A (T, T) mask broadcasts against (..., H, T,"
                            " T) scores by itself: pass the mask on as it comes.",
    "fails-with-01-masks": "{func} is right for bool masks and wrong for 0/1 masks: turn the mask into bools first"
                           " (allowed.astype(bool), allowed.bool()).",
    "fails-with-extreme-scores": "{func} is right on moderate, finite scores and wrong {what}: exp overflows to inf,"
                                 " a row's weights all underflow to 0, or a shift by the row's mean or minimum is"
                                 " -inf (-inf - -inf is NaN). Subtract each row's largest score first (max over the"
                                 " last axis, keepdims=True): it stays finite while a key is visible.",
    "fails-in-float32": "{func} is right in float64 and wrong in float32: a step changes float32 values or loses"
                        " their precision.",
    "needs-square": "{func} is right only when T = S: an axis of length T is used where S belongs, or the reverse"
                    " (a transpose, or a reduction that lost its axis).",
    "fails-when-square": "{func} is wrong only when T = S: something treats square scores apart (as if they were"
                         " always self-attention, with a diagonal of their own); the rules are the same for any T"
                         " and S.",
    "fails-when-diagonal-hidden": "{func} is wrong only where the mask hides a query's own key (query t, key t):"
                                  " something keeps the diagonal visible, or treats it apart; hide exactly what"
                                  " the mask hides.",
    "fails-with-several-heads": "{func} is right {scope}, and wrong with more: the heads' features are put in the"
                                " wrong order somewhere (feature h * d_h + j of a row belongs to head h): check how"
                                " the features, or the columns of w_q, w_k and w_v, are cut into heads and joined"
                                " again, and which rows of w_o meet which head.",
    "needs-dk-eq-dv": "{func} is right only when d_k = d_v: d_k and d_v are mixed up (a scale by the wrong"
                      " width, or the wrong operand).",
    # the exception
    "broadcast-after-reduction": "{func} reduces an axis away and then broadcasts the result against the rows"
                                 " ({line}): keep the reduced axis (keepdims=True, keepdim=True) so that it lines"
                                 " up with them.",
    "rows-strided": "your softmax groups entry i of the flattened scores with row i mod {rows}: the row ids are"
                    " laid end to end (arange(rows).repeat(S), np.tile) where each id belongs S times in a row"
                    " (repeat_interleave, np.repeat), so each group it shifts and normalises is a strided set of"
                    " entries from several rows. Group entry (t, s) with its own row t, or reduce over the last"
                    " axis.",
    "totals-misaligned": "your weights divide entry (t, s) by the total of {which}, not of row t: the row totals,"
                         " reduced without keepdims to (..., T), are laid out along the keys (np.tile, a transpose)."
                         " Keep the reduced axis (keepdims=True, keepdim=True): a column of totals lines up with its"
                         " rows.",
    "reduced-axis-moved": "{func} keeps the reduced axis and then moves it ({line}): the column of row totals,"
                          " (..., T, 1), becomes a row, (..., 1, T), so entry (t, s) meets the total of row s, not"
                          " of row t (and unless T = S or T = 1 it does not broadcast). Use the reduced array as keepdims"
                          " leaves it: it lines up with the rows already.",
    "swapped-before-merge": "{func} moves the heads' axes before merge_heads ({line}): merge_heads takes attention's"
                            " output as it comes, (..., H, T, d_v), and makes the swap itself, so a swap before it"
                            " undoes that one: the merge folds T into the features and the rows mix positions and"
                            " heads (the product with w_o fails unless T = H). Pass the heads on unmoved.",
    "einsum-letters": "{func} raised {type} at {where} ({line}) on a valid input: its einsum gives one letter two"
                      " sizes. A letter names one axis wherever it stands, so read each operand's letters against"
                      " its own axes, in order: weights (..., T, S) are '...ts', values (..., S, d_v) '...sd', q"
                      " (..., T, d_k) '...td' and k (..., S, d_k) '...sd'; the letters they share are summed over"
                      " (q k^T is '...td,...sd->...ts').",
    "where-shape": "{func} raised {type} at {where} ({line}): the where= mask of a reduction must broadcast"
                   " against the array it reduces, axis for axis from the end; give the mask the axes it lacks"
                   " ([..., None] for a last one), or zero the terms first (np.where(mask, x, 0)) and reduce those.",
    "matmul-mismatch": "{func} raised a size mismatch in a matrix product at {where} ({line}): check the order of"
                       " the operands and which one needs its last two axes swapped.",
    "fixed-ndim": "{func} raised {type} at {where} ({line}): it assumes a fixed number of axes; count axes from the"
                  " end (-1, -2) so that any number of leading axes works.",
    "out-buffer-shape": "{func} writes its result into an out= buffer of the wrong shape at {where} ({line}):"
                        " the buffer is sized from one input, and the result's shape comes from both (the"
                        " broadcast leading axes, one row per query, one column per key or feature). Let the"
                        " operation make its own array (drop out=), or size the buffer from the result's shape.",
    "buffer-shape": "{func} writes into an array of the wrong shape at {where} ({line}): {message}. The array was"
                    " made before the result's shape was known; make it with the result's shape (the broadcast"
                    " leading axes of both inputs, then T and the last axis), or build the result in one step"
                    " (weights @ values).",
    "bool-assign-whole": "{func} writes a whole array into the places a boolean index selects at {where} ({line}):"
                         " out[visible] = x needs one value per selected place, and x has one per entry. Take the"
                         " same places on the right (out[visible] = scores[visible]), or build the result in one"
                         " step (np.where(visible, scores, -np.inf), scores.masked_fill(~visible, float('-inf'))).",
    "ambiguous-truth": "{func} asks an array for one truth value at {where} ({line}): `if x:`, `and`, `or` and"
                       " `not` need a single bool, and an array of several values, or of none, has none. Test"
                       " `x is not None` for an optional argument, or reduce first with .any() or .all() (an"
                       " empty array: x.size > 0).",
    "none-argument": "{func} uses None as an array at {where} ({line}): {message}. An optional argument left at"
                     " None (allowed=None) must be tested with `is None` before it is used; or a function of yours"
                     " returned None (a missing return).",
    "none-returned": "{func} uses None as an array at {where} ({line}): {message}. {name} holds what {call}()"
                     " returned, and {call} works in place and returns None: call it on a line of its own, then"
                     " use the array it changed.",
    "blocks-apart": "your weights are right within each block of {size} neighbouring keys, but the blocks stand in"
                    " the wrong proportion to each other: each block was normalised on its own (a blockwise or"
                    " online softmax) and the blocks were joined without rescaling. Keep each block's max and sum,"
                    " and rescale what came before by exp(m_old - m_new) when a block raises the max; or take one"
                    " softmax over the whole row.",
    "split-sizes-swapped": "your split makes {d_h} heads of width {H}, not {H} heads of width {d_h}: the two"
                           " sizes of the split are swapped (x.split(n) in torch takes each piece's size, not their"
                           " number); reshape to (..., T, H, d_h), then swap the H and T axes.",
    "sorted": "your values are the expected ones sorted along the last axis: an array still in use is sorted in"
              " place (a.sort() reorders the array itself, and a caller's array with it); sort a copy (np.sort(a),"
              " torch.sort(a).values), or do not sort at all.",
    "read-only-view": "{func} writes into a read-only array at {where} ({line}): {message}. np.broadcast_to"
                      " returns a read-only view of its input (torch's broadcast_to and expand a view whose entries share"
                      " memory): build a new array (np.where, a comparison such as visible = allowed != 0, ~visible"
                      " rather than visible.logical_not_()) or copy the view first (.copy(), .clone()).",
    "axis-past-end": "{func} raised {type} at {where} ({line}) on valid inputs of every number of axes: the axis"
                     " it names is always one past the last ({message}), an axis counted as the array's ndim; the"
                     " last axis is -1 (or keep a reduced axis with keepdims=True).",
    "index-past-end": "{func} raised {type} at {where} ({line}) on a valid input: index {index} runs past the end of"
                      " an axis of length {size}; a loop bound or an index comes from another size (d_v where S"
                      " belongs, T where S belongs): take each bound from the axis it runs over.",
    "expand-keeps-missing-axis": "{func} raised {type} at {where} ({line}) on a valid input: expand's -1 keeps the"
                                 " size of an axis the tensor has, and this tensor has fewer axes than the -1s (a"
                                 " mask of one or two axes where the scores have more). Give expand or broadcast_to"
                                 " the whole target shape (torch.broadcast_to(allowed, scores.shape)), or let the"
                                 " operation itself broadcast.",
    "one-way-broadcast": "{func} raised {type} at {where} ({line}) on a valid input: np.broadcast_to and expand only"
                         " add leading axes and stretch axes of length 1, so they refuse an array with more axes,"
                         " or a longer one, than the target shape. Let the operation itself (@, *, +) broadcast"
                         " both inputs, or take the target from np.broadcast_shapes / torch.broadcast_shapes.",
    "scores-in-order": "your visible places hold the scores taken in order from the start of the array, not"
                       " each place's own score (np.place(out, visible, scores), out[visible] ="
                       " scores.ravel()[:n]): every key after a hidden one gets an earlier key's score. Take the"
                       " same places on both sides (out[visible] = scores[visible]), or np.where(visible, scores,"
                       " -np.inf).",
    "mask-first-only": "your result applies the first batch element's mask (allowed[0]) to every batch element:"
                       " each batch element (and head) may have a mask of its own; let the whole mask broadcast"
                       " against the scores.",
    "slot-shape": "{func} raised {type} at {where} ({line}) on a valid input: it writes an array of shape {got}"
                  " into a slot of shape {slot}. The index picks another axis than the one meant (out[..., t] is"
                  " column t, each row's entry t; row t is out[..., t, :]), or the array written has the wrong"
                  " shape.",
    "iinfo-of-float": "{func} raised {type} at {where} ({line}) on a valid input: iinfo describes integer dtypes"
                      " only ({message}). For the most negative value of a float dtype use np.finfo(x.dtype).min"
                      " or torch.finfo(x.dtype).min, or -inf itself.",
    "index-drops-axis": "{func} raised {type} at {where} ({line}) on a valid input ({message}): an index that picks"
                        " one entry with a plain integer (x[..., s]) removes that axis, so what is left lines up"
                        " with other axes than meant. Keep the axis (x[..., s, None], x[..., s:s + 1]) or let one"
                        " product or sum over the axis (@, einsum) do the loop's work.",
    "whole-shapes-broadcast": "{func} raised {type} at {where} ({line}) on a valid input: np.broadcast_arrays (torch."
                              "broadcast_tensors) lines up whole arrays, every axis, so T meets S and d_k meets d_v"
                              " too ({message}). Let @ broadcast the batch axes, or broadcast the batch axes alone"
                              " (shape[:-2]).",
    "transpose-two-axes": "{func} raised {type} at {where} ({line}) on a valid input: ndarray.transpose takes the"
                          " order of every axis (or none), not two axes to swap as torch's does, so it works on 2-D"
                          " arrays only ({message}). Swap the last two with np.swapaxes(k, -1, -2) (k.mT in NumPy"
                          " 2).",
    "float-size": "{func} raised {type} at {where} ({line}) on a valid input: a size is a float ({message}). Division"
                  " with / gives a float even when it comes out whole (6 / 2 is 3.0), and reshape, view, split, zeros"
                  " and range take whole numbers only: compute sizes with // (or int(...)).",
    "view-not-contiguous": "{func} raised {type} at {where} ({line}) on a valid input: .view needs the entries in"
                           " memory order, and a transpose (or permute) leaves them out of it. Use .reshape, or"
                           " .contiguous().view.",
    "repeat-flattens": "{func} raised {type} at {where} ({line}) on a valid input: {call} repeats with no axis, so it"
                       " flattens its input first and gives one flat vector of every entry repeated, which lines up"
                       " with nothing. Give the axis (axis=-1 for np.repeat, dim=-1 for repeat_interleave), or"
                       " let broadcasting spread the weights (w[..., None] * v).",
    "reshape-no-copy": "{func} raised {type} at {where} ({line}) on a valid input: reshape with copy=False refuses"
                       " wherever the new shape needs a copy ({message}), as it does for an array whose entries are"
                       " not in memory order (a transposed or broadcast one). Leave copy at its default: reshape"
                       " copies only when it must.",
    "numpy-with-grad": "{func} raised {type} at {where} ({line}) on a valid input: it takes a tensor that requires"
                       " grad out to NumPy ({message}). Stay in torch: autograd follows torch operations only, and"
                       " .detach().numpy() would run but cut the gradient off.",
    "unbound-local": "{func} raised {type} at {where} ({line}) on a valid input: {name} is read on a path where no"
                     " line assigned it (an assignment inside an if, such as `if allowed is not None:`, or a loop"
                     " that ran no pass): give {name} a value on every path.",
    "name-undefined": "{func} raised {type} at {where} ({line}) on a valid input: {name} is not defined in your"
                      " module: import it (import math, import torch.nn.functional as F) or define it; the checks"
                      " import your file as it is.",
    "unhashable-key": "{func} raised {type} at {where} ({line}) on a valid input: an array is used as a dict key or"
                      " a set member ({message}); arrays cannot be hashed. Do not cache results by their inputs:"
                      " compute each call's result from its own arguments.",
    "unpacked-one-result": "{func} raised {type} at {where} ({line}) on a valid input ({message}): the call on the"
                           " right returns one array, not a pair, so Python unpacks it along its first axis (a"
                           " (values, indices) pair is what torch.max(x, dim=...) returns; amax, np.max and sum return"
                           " the values alone). Assign the result to one name.",
    "mapped-over-first-axis": "{func} raised {type} at {where} ({line}) on a valid input ({message}): vmap maps"
                              " over axis 0 of every input (in_dims=0), one slice per call, so that axis must have"
                              " one length in all of them. A 2-D input is then split into its rows, and a batch axis"
                              " of length 1, which @ would broadcast, cannot be mapped. Let @ (torch.matmul) pair"
                              " the leading axes itself: it needs no map.",
    "recursion": "{func} raised {type} at {where} ({line}) on a valid input: it calls itself without end (a helper"
                 " with the function's own name, or a call meant for another function): call the function that does"
                 " that step.",
    "divides-by-zero": "{func} raised ZeroDivisionError at {where} ({line}) on a valid input ({message}): a number it"
                       " divides by (or raises to a negative power) is 0 for this input{floor}. Take each size from"
                       " the input's own axes (d_k = q.shape[-1], math.sqrt(d_k)).",
    "dtype-mixed": "{func} raised {type} at {where} ({line}) on a valid input: two arrays of different dtypes meet"
                   " there ({message}). An array made without dtype= (torch.zeros, torch.ones, torch.tensor and"
                   " torch.arange give float32; np.zeros(..., dtype=int) gives ints) meets the inputs, or dtype= asks for a cast the"
                   " operation refuses (np.einsum(..., dtype=np.float32) on float64 inputs): make arrays in the"
                   " inputs' dtype (dtype=x.dtype, torch.zeros_like(x)) and ask for no other.",
    "crash": "{func} raised {type} at {where} ({line}) on a valid input: {message}",
    "bad-inner-call": "{func} calls your {inner} with inputs it rejects, at {where}: {message}. Either {func}"
                      " passes {inner} what it should not, or your {inner} rejects an input it should accept (it"
                      " may raise only on the bad inputs its exercise names).",
    "name-rebound": "your module binds the name {name} again after its def, at {where} ({line}): from there on the"
                    " name holds what that line made, not your function, so every call of it (and of your functions"
                    " that call it) fails. Remove that line, or give what it makes a name of its own.",
    "bad-inner-call:caller": "{func} calls your {inner} with inputs it rejects, at {where}: {message}. Your {inner}"
                             " passes its own checks, so {func} passes it what it should not: compare the shapes"
                             " (and the order of the arguments) it builds with what {inner} takes.",
    "unused-argument": "{func} never reads its argument {argument}: it passes your {inner} a value of its own making"
                       " for it instead, which {inner} rejects at {where} ({message}). Pass the caller's"
                       " {argument} on: a value fixed in the code (a default copied from a library) or another"
                       " argument in its place is right for one input at most.",
    # the property itself
    "out-autograd": "{func} writes a result into a buffer with out= at {where} ({line}): torch refuses out= whenever"
                    " an input requires grad (functions with out= do not support autograd), so every call that needs a"
                    " gradient raises; assign the result instead (x = a / b).",
    "input-changed": "{func} changes its argument {argument} in place: work on new arrays (x = x - m, not"
                     " x -= m; masked_fill, not masked_fill_).",
    "input-aliased": "{func} returns its argument {argument} itself (or a view of it) where a new array belongs:"
                     " nothing is changed yet, but writing into the result would change the caller's {argument}."
                     " Return a new array on every path, a shortcut included (np.where, masked_fill, .copy()).",
    "input-flag-changed": "{func} changes a flag of its argument {argument}: {how}; leave the caller's arrays as"
                          " they came (work on a copy where you need another flag).",
    "error-not-raised": "{func} does not raise ValueError for {label}: check that case yourself and raise.",
    "error-on-valid": "{func} raises ValueError on a valid input ({label}): {distinction}",
    "gradient-differs": "{func}'s gradient with respect to {argument} is wrong while its values are right: a step"
                        " leaves autograd (.detach() on more than the row maximum, .data) or is updated in place.",
    "no-gradient": "no gradient reaches {argument} through {func}: {how}",
    "in-place-autograd": "{func}'s gradient could not be computed: a tensor autograd still needs was changed in"
                         " place ({message}). Build new tensors on the way (torch.where, masked_fill, x = x - m), not"
                         " x[...] = 0, masked_fill_ or x -= m.",
    "no-derivative": "{func}'s gradient could not be computed: autograd has no derivative for {op} ({message}). Use"
                     " operations autograd can differentiate; an integer division (//) or a rounding has none worth"
                     " having: divide with / instead.",
    "backward-raised": "{func}'s gradient could not be computed: autograd raised {message}. A backward of your own"
                       " (a torch.autograd.Function) must return one gradient per input, each of that input's shape"
                       " (the gradient of a @ b is grad @ b.mT for a and a.mT @ grad for b); or build the result"
                       " from torch operations and let autograd derive it.",
    "backward-failed": "{func}'s gradient could not be computed: autograd raised {message} going back through your"
                       " code's operations (the forward ran). The message names what it could not go back through;"
                       " build the result from torch operations on the inputs, as the forward's own values.",
    "forbidden-function": "{func} uses {names}, which this exercise forbids: build it from basic operations.",
    "stale-result": "{func} answers from what it remembers of its argument objects: called again with the same"
                    " arrays holding other values, it answered (in whole or in part) for the values they held"
                    " before (a cache keyed by id() or `is`); compute from the values on every call, or key a"
                    " cache by the values themselves.",
    "stale-result:temperature": "{func} answers from what it remembers of the scores alone: called again with the same"
                                " scores at another temperature, it gave its first answer (a cache whose key leaves"
                                " the temperature out); compute from every argument on every call, or key a cache by"
                                " all of them.",
    "stale-result:argument": "{func} answers from what it remembers of some of its arguments: called again with"
                             " {argument} alone changed, it returned its previous answer (a cache keyed by the other"
                             " arguments' values). Compute from every argument, or key a cache by all of them.",
    "argument-squeezed": "{func} raised at {where} on a valid input with its {argument} shaped {now}, where the"
                         " caller passed {given}: its length-1 axes were taken out (squeeze()), and broadcasting"
                         " needs them to line the other axes up (a (B, 1, T, S) mask is one per batch element,"
                         " shared by the heads). Keep the shape as given, or squeeze a named axis only.",
    "mask-times-inf": "your hidden scores are the scores times infinity: +inf where a hidden score is positive, NaN"
                      " where it is 0 (and -inf only where it is negative). -inf belongs at every hidden key"
                      " whatever its score: set it (np.where(visible, scores, -np.inf), masked_fill), do not"
                      " multiply.",
    "stale-result:kept-scale": "{func} divides the scores by one number whatever d_k is, and {holder} keeps what it"
                               " computed between calls (in {names}) and reads it back: a scale worked out on the"
                               " first call serves every later call, whatever its d_k. Compute the scale from each"
                               " call's q (math.sqrt(q.shape[-1])).",
    "stale-result:kept-raise": "{func} is right on some calls and raises or returns the wrong shape on others, and"
                               " {holder} keeps what it computed between calls (in {names}) and reads it back: what"
                               " an earlier call left there (a default list made once with the def, row=[], and"
                               " extended on every call) meets this call's arrays. Make it afresh in each call"
                               " (row=None, then row = [] inside), or compute from this call's arguments only.",
    "stale-result:kept-state": "{func} gives wrong values that no slip of its arithmetic explains, and {holder} keeps"
                               " what it computed between calls (in {names}) and reads it back: an answer kept from"
                               " an earlier call fits, when a later call's arguments look the same to its key (the"
                               " same array object or memory address, the same shape). Compute from this call's"
                               " arguments, or key a cache by their values.",
    "stale-result:shape": "{func} is right on (nearly) every call whose argument shapes are new and wrong on most"
                          " calls where a shape comes back: it reuses something from an earlier call of that shape (a cache keyed by"
                          " shape, a variable set on the first call); compute everything from this call's"
                          " arguments.",
    "stale-result:accumulated": "{func} returns this call's answer plus its previous result of the same shape"
                                " (in {matched} of {wrong} wrong calls): it adds into an array kept between calls"
                                " (+= into a cached buffer) and never zeroes it; start every call from a fresh"
                                " array.",
    "not-deterministic": "{func} gives different results for the same input{how}",
    "returned-none": "{func} returns None{which}: a path of the function ends without returning its result (a"
                     " missing `return`, an early `return` for a special case, an item left at None); return the"
                     " track's array on every path.",
    "wrong-array-type": "{func} returns {got} where this track expects {expected}: return the track's own array"
                        " type.",
    "one-head-share": "{func}'s output is {which} share alone, of {heads} heads: each pass of the loop over the"
                      " heads replaces the output where it should add to it (`out = ...` where `out += ...`"
                      " belongs); sum every head's attended values times its rows of w_o, or join the heads and"
                      " multiply by the whole w_o.",
    "weights-item-shape": "{func}'s output is right, but the second item of its pair has shape {got} where the"
                          " attention weights, {expected}, belong: return the weights themselves (each query's"
                          " softmax over the keys) as the second item, not another tensor (the scores, the keys"
                          " and values kept for decoding).",
    "not-a-pair": "{func} returns {got} where the contract asks for a tuple of two, (output, weights): return"
                  " exactly that pair, in that order.",
    "wrong-device": "{func} returns data on another device ({device}) than its inputs' (or, with no inputs, than"
                    " the one asked for): create tensors with device= the inputs' device, and never change the"
                    " process's default device (torch.set_default_device), which moves every later tensor too.",
}
"""The generic diagnoses, by key (``ratio:<factor>`` keys share ``ratio``'s text, and
``logit-ratio:<factor>`` keys ``logit-ratio``'s): what
the engine (:mod:`grader.judging.explain`) says when the evidence, not the catalogue,
names the cause. Their parameters come from the evidence."""


SAME_ADVICE: tuple[frozenset[str], ...] = (
    frozenset({"fixed-leading-axes", "fixed-ndim", "fails-with-leading-axes", "fails-unless-ndim", "axes-folded"}),
    frozenset({"dtype-float64", "dtype-changed", "dtype-mixed"}),
    frozenset({"softmax-unstable", "fails-with-extreme-scores"}),
    frozenset({"softmax-axis", "softmax-whole-array", "reduced-other-axis"}),
    frozenset({"transpose-all-axes", "axes-reversed"}),
    frozenset({"reshaped-transpose", "keys-reshaped", "values-reshaped"}),
    frozenset({"scores-transposed", "transposed"}),
    frozenset({"clipped", "logits-clipped"}),
    frozenset({"rounded", "inputs-rounded", "scores-rounded", "input-quantised"}),
    frozenset({"mask-ignored", "mask-added"}),
    frozenset({"only-at-special", "nan-at-hidden"}),
    frozenset({"no-gradient", "numpy-with-grad"}),
    frozenset({"dot-not-matmul", "batches-paired-all"}),
    frozenset({"mixture-wrong-axis", "mixture-summed-features"}),
    frozenset({"mixture-renormalised", "weights-rescaled", "weights-rescaled-per-key"}),
    frozenset({"mask-multiplied", "mask-times-inf"}),
    frozenset({"key-left-out", "feature-left-out"}),
    frozenset({"softmax-keepdims", "broadcast-after-reduction"}),
    frozenset({"reduced-axis-moved", "totals-misaligned"}),  # the totals' axis moved: keep it where keepdims leaves it
    frozenset({"sigmoid-not-softmax", "sigmoid-normalised"}),
    frozenset({"error-not-raised", "error-not-valueerror"}),  # a bad input not checked: check it, raise ValueError
)
"""Keys that name one mistake and give one fix, read from different evidence: the code's
text (a loop over axis 0), the exception (an index out of range) or the pattern of right
and wrong cases (right on 2-D inputs only) all say "count axes from the end". The corpus
counts a lead as naming an entry's mistake when it is in a group with one of the entry's
keys (``tests/corpus_harness.py``); the engine itself keeps them apart, for their texts."""


def same_advice(key: str) -> frozenset[str]:
    """The keys that name the same mistake as ``key`` (itself included)."""
    return next((group for group in SAME_ADVICE if key in group), frozenset({key}))


def clip_words(low: float, high: float, squashed: bool = False) -> str:
    """How values were clipped: from below, from above, into a range, or squashed (a soft cap)."""
    if squashed:
        return f"squashed into [{low:.4g}, {high:.4g}] (the larger the value, the more it is pulled in)"
    if high == float("inf"):
        return f"clipped from below at {low:.4g} (every smaller value became {low:.4g})"
    if low == -float("inf"):
        return f"capped at {high:.4g} (every larger value became {high:.4g})"
    return f"clipped into [{low:.4g}, {high:.4g}]"


def generic_text(key: str, params: dict[str, Any]) -> str:
    """The text of a generic diagnosis, its parameters filled in."""
    template = GENERIC.get(key) or GENERIC[key.split(":", 1)[0]]
    try:
        return template.format(**params)
    except (KeyError, IndexError, ValueError):
        return template.split(":", 1)[0] + "."


HINTS = DATA / "hints.json"
CATALOGUE = "grader.instructor.mistakes"

Hint = tuple[str, Any]
"""(explanation, what the mistake would return)."""

RECORDING: list[tuple[str, tuple[Any, ...], dict[str, Any], list[Hint]]] | None = None
"""When a list, every call of :func:`hints` is appended to it (see :func:`record`)."""


@cache
def _catalogue() -> Callable[[str, tuple[Any, ...], dict[str, Any]], list[Hint]] | None:
    try:
        return importlib.import_module(CATALOGUE).hints  # type: ignore[no-any-return]
    except ModuleNotFoundError:
        return None


def hints(func: str, args: tuple[Any, ...], kwargs: dict[str, Any]) -> list[Hint]:
    """Likely mistakes for ``func`` on these inputs: (explanation, what it would return)."""
    live = _catalogue()
    found = live(func, args, kwargs) if live is not None else _from_recording(func, args, kwargs)
    if RECORDING is not None:
        RECORDING.append((func, args, kwargs, found))
    return found


def _feed(digest: Any, value: Any) -> None:
    if isinstance(value, np.ndarray):
        digest.update(f"array {value.dtype.str} {value.shape}".encode())
        digest.update(np.ascontiguousarray(value).tobytes())
    elif isinstance(value, (tuple, list)):
        digest.update(f"seq {len(value)}".encode())
        for item in value:
            _feed(digest, item)
    else:
        digest.update(f"value {value!r}".encode())


def hint_key(func: str, args: tuple[Any, ...], kwargs: dict[str, Any]) -> str:
    digest = hashlib.sha256(func.encode())
    _feed(digest, tuple(args))
    for name in sorted(kwargs):
        digest.update(name.encode())
        _feed(digest, kwargs[name])
    return digest.hexdigest()


HINTS_FORMAT = 1


@cache
def _recorded() -> dict[str, list[list[Any]]]:
    """The recorded hints (the student release's stand-in for the live catalogue); none
    where no recording ships (the instructor's kit, which has the catalogue itself)."""
    if not HINTS.is_file():
        return {}
    data = read_file(HINTS, fmt=HINTS_FORMAT, what="the recorded diagnoses",
                     remedy="Make the student release again (`python -m grader release OUT`).")
    return data["hints"]  # type: ignore[no-any-return]


def _from_recording(func: str, args: tuple[Any, ...], kwargs: dict[str, Any]) -> list[Hint]:
    return [(text, decode(value)) for text, value in _recorded().get(hint_key(func, args, kwargs), [])]


def record(calls: list[tuple[str, tuple[Any, ...], dict[str, Any], list[Hint]]], path: Path) -> int:
    """Write the hints of ``calls`` (as :data:`RECORDING` collects them) to ``path``."""
    table = {hint_key(func, args, kwargs): [[text, encode(value if isinstance(value, tuple) else np.asarray(value))]
                                           for text, value in found]
             for func, args, kwargs, found in calls}
    write_file(path, {"format": HINTS_FORMAT, "hints": table})
    return len(table)
