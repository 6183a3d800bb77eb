import { describe, expect, it } from "vitest";
import { parseMealText } from "./meal-text-parser.js";

const ctx = {
  now: new Date("2024-06-12T18:30:00Z"),
  timeZone: "America/New_York",
};
const items = (text: string) => parseMealText(text, ctx).flatMap((m) => m.items);
const foods = (text: string) => items(text).map((i) => i.foodText);

describe("a food said before a colon and a list", () => {
  it("is the dish the list makes, or, when the list has amounts, only its name", () => {
    expect(foods("smoothie: banana, spinach, protein powder, almond milk")).toHaveLength(1);
    expect(foods("overnight oats: 1/2 c oats, 1/2 c milk, chia")).toEqual(["oats", "milk", "chia"]);
    expect(foods("chipotle: burrito bowl, chips")).toEqual(["chipotle burrito bowl", "chips"]);
    expect(foods("dominos: 2 slices pepperoni, 4 wings")).toEqual(["dominos pepperoni", "wings"]);
  });

  it("is only a heading when it names no food: a describing word, a unit or a chain's name", () => {
    expect(foods("packed : peanut butter and honey sandwich, baby carrots, apple slices")).toEqual([
      "peanut butter and honey sandwich",
      "baby carrots",
      "apple slices",
    ]);
    expect(foods("panda plate: chow mein, orange chicken")).toEqual(["chow mein", "orange chicken"]);
    // A heading ending in a word no food uses says when ("pre workout: banana, black coffee" was USDA's black bread).
    expect(foods("pre workout: banana, black coffee")).toEqual(["banana", "black coffee"]);
    expect(foods("after the gym: banana and black coffee")).toEqual(["banana", "black coffee"]);
  });

  it("is headed as by a colon after a dash, unless the dash lists sides or an amount follows it", () => {
    expect(foods("chipotle bowl - chicken, black beans, salsa")).toEqual(["chicken", "black beans", "salsa"]);
    expect(items("2 breakfast tacos - egg, cheese and salsa").map((i) => [i.foodText, i.quantity?.amount])).toEqual([
      ["breakfast tacos with egg cheese and salsa", 2],
    ]);
    expect(foods("burger - fries, coke")).toHaveLength(2);
    expect(foods("after run - gatorade, banana")).toEqual(["gatorade", "banana"]);
    expect(foods("before gym: banana and peanut butter")).toEqual(["banana", "peanut butter"]);
    expect(items("pizza - 2 slices, coke").map((i) => [i.foodText, i.quantity?.amount])).toEqual([
      ["pizza", 2],
      ["cola", undefined],
    ]);
  });
});

describe("a comma before a dish named after its ingredients", () => {
  it("lists two foods; only 'and' joins them into one dish", () => {
    expect(foods("ham, scalloped potatoes, green bean casserole")).toEqual([
      "ham",
      "scalloped potatoes",
      "green bean casserole",
    ]);
    expect(foods("chicken and rice soup")).toHaveLength(1);
  });

  it("a food said with how it was cooked after 'and' is its own, not a dish's ingredient", () => {
    expect(foods("applesauce and buttered egg noodles")).toEqual(["applesauce", "buttered egg noodles"]);
  });

  it("a bare count before a singular ingredient counts the dish ('2 bean and cheese burritos'), not a measure", () => {
    expect(items("2 bean and cheese burritos").map((i) => [i.foodText, i.quantity?.amount])).toEqual([
      ["bean and cheese burritos", 2],
    ]);
    expect(foods("an egg and cheese sandwich")).toEqual(["egg and cheese sandwich"]);
    expect(foods("2 eggs and chicken soup")).toEqual(["eggs", "chicken soup"]);
    expect(foods("1 cup rice and chicken soup")).toEqual(["rice", "chicken soup"]);
  });
});

describe("a side or a drink after what a food was with", () => {
  it("is a food of its own, not one more thing the food was with ('quarter pounder w cheese, fries, coke')", () => {
    expect(foods("quarter pounder w cheese, fries, coke")).toEqual(["quarter pounder with cheese", "fries", "cola"]);
    expect(foods("burger w cheese and fries")).toEqual(["burger with cheese", "fries"]);
  });
});

describe("a size said alone after a food", () => {
  it("is that food's size ('pho w beef, lg'), not a size of talk ('a little indulgence')", () => {
    expect(items("pho w beef, lg").map((i) => [i.foodText, i.quantity?.size])).toEqual([["pho with beef", "large"]]);
    expect(items("a cup of yogurt, the perfect little treat").map((i) => i.quantity?.size)).toEqual([undefined]);
    expect(items("lasagna, big piece").map((i) => [i.foodText, i.quantity?.unit, i.quantity?.size])).toEqual([
      ["lasagna", "piece", "large"],
    ]);
    expect(foods("cup noodles")).toEqual(["cup noodles"]);
  });
});

describe("a dressing after 'with'", () => {
  it("is an extra of its own, whatever kind is said before it ('salad w lemon vinaigrette')", () => {
    expect(foods("salad w balsamic")).toEqual(["salad", "balsamic"]);
    expect(foods("kale salad w lemon vinaigrette")).toEqual(["kale salad", "lemon vinaigrette"]);
    expect(foods("salad w caesar dressing")).toEqual(["salad", "caesar dressing"]);
  });
});

describe("a heading before a dash that says when or where", () => {
  it("is no food, and the amount after it counts the food ('on night shift - 2 hostess cupcakes')", () => {
    expect(items("on night shift - 2 hostess cupcakes").map((i) => [i.foodText, i.quantity?.amount])).toEqual([
      ["hostess cupcakes", 2],
    ]);
  });
});

describe("pieces that are not new foods", () => {
  it("reads a heading before a dash and an amount as the amount's food ('sushi - 2 california rolls')", () => {
    expect(items("sushi - 2 california rolls").map((i) => [i.foodText, i.quantity?.amount])).toEqual([
      ["california rolls sushi", 2],
    ]);
    expect(items("pizza - 2 slices")[0]).toMatchObject({ foodText: "pizza", quantity: { amount: 2, unit: "slice" } });
  });

  it("never cuts inside a chain's name at 'and' ('in n out burger')", () => {
    expect(foods("in n out burger")).toEqual(["in and out burger"]);
  });

  it("keeps a breakfast side apart from the juice after it ('hashbrowns, oj'), and chicken apart from waffles", () => {
    expect(foods("2 eggs, bacon, hashbrowns, oj")).toEqual(["eggs", "bacon", "hash browns", "orange juice"]);
    expect(foods("chicken and waffles")).toEqual(["chicken", "waffles"]);
    expect(foods("apple and orange juice")).toEqual(["apple and orange juice"]);
  });

  it("ends an item at a plus, even inside a 'with' ('burger w cheese + fries')", () => {
    expect(foods("burger w cheese + fries")).toEqual(["burger with cheese", "fries"]);
    // So does the word: what follows it is one more food, not one more part of a dish listed with "and".
    expect(foods("2 tacos with lettuce and cheese plus chips and salsa")).toEqual([
      "tacos with lettuce and cheese",
      "tortilla chips",
      "salsa",
    ]);
    expect(foods("chobani strawberry + quaker chewy bar @ 10am")).toEqual(["chobani strawberry", "quaker chewy bar"]);
  });

  it("starts a new item at a food after a comma that has a 'with' of its own", () => {
    expect(foods("raisin bran w 1% milk, coffee w half n half")).toEqual([
      "raisin bran with 1% milk",
      "coffee",
      "half and half",
    ]);
    expect(foods("spinach salad w grilled chicken, feta, olive oil")).toHaveLength(1);
  });

  it("reads the food after a 'while snacking' lead-in", () => {
    expect(foods("While snacking, I enjoyed a bag of chips")).toEqual(["chips"]);
  });

  it("reads a weighed food said in a comment clause, and drops the talk before it", () => {
    expect(
      items("I enjoyed a sweet treat during my snack time, which consisted of 93g of pan dulce topped with sugar."),
    ).toContainEqual(
      expect.objectContaining({
        foodText: "pan dulce topped with sugar",
        quantity: expect.objectContaining({ amount: 93 }),
      }),
    );
    expect(foods("a 2 oz package of Skittles, which offered a fun mix of fruity flavors")).toEqual(["skittles"]);
  });

  it("keeps a word after 'and' in a food's description with it, even one beginning like 'I' or 'we'", () => {
    expect(foods("a bowl of cereal enriched with vitamins and iron")).toEqual([
      "cereal enriched with vitamins and iron",
    ]);
    expect(foods("a smoothie made with milk and ice")).toEqual(["smoothie made with milk and ice"]);
    expect(foods("a bagel topped with cream cheese and i had a coffee").at(-1)).toBe("coffee");
  });

  it("drops the scene a sentence opens with before 'I …'", () => {
    expect(foods("For my infant's feeding, I offered a ripe raw banana.")).toEqual(["ripe raw banana"]);
    expect(foods("At meal time for the baby, I served a cup of whole milk.")).toEqual(["whole milk"]);
    expect(foods("With a cup of coffee, I had a muffin.")).toHaveLength(2);
  });

  it("drops how a food was eaten or tasted: on its own, full of flavors", () => {
    expect(foods("a sweet raw pear, enjoying this delicious fruit all on its own")).toEqual(["sweet raw pear"]);
    expect(foods("a piece of cheese tortellini, and I appreciated its flavor on its own")).toEqual([
      "cheese tortellini",
    ]);
    expect(foods("a creamy milkshake, full of flavors that weren't chocolate")).toEqual(["creamy milkshake"]);
  });

  it("keeps what a food is low in, rich in or still in with the food", () => {
    expect(foods("a cup of Greek yogurt, low in fat and bursting with flavor")).toEqual(["greek yogurt low in fat"]);
    expect(foods("a cup of sunflower seeds, still in their shells")).toHaveLength(1);
  });

  it("drops a gerund clause that comments on a food already said", () => {
    expect(foods("I reached for a piece of sugar-free chewing gum, savoring its minty flavor.")).toEqual([
      "sugar-free chewing gum",
    ]);
    expect(foods("I grabbed a banana, enjoying one banana to satisfy my hunger.")).toEqual(["banana"]);
  });

  it("starts a new food at a new eating verb after a described one", () => {
    expect(foods("a Quarter Pounder with cheese, enjoyed some medium french fries on the side")).toHaveLength(2);
  });

  it("drops what a food offered or added to the meal, and a comment on its qualities", () => {
    expect(
      foods("a 2 oz package of Skittles, which offered a fun mix of fruity flavors, and a 1 oz package of hard candy"),
    ).toEqual(["skittles", "hard candy"]);
    expect(foods("a cup of Lucky Charms cereal, which added a bit of magic to my breakfast routine")).toEqual([
      "lucky charms cereal",
    ]);
    expect(foods("a rotisserie chicken wing, its smoky aroma and tender meat making for a delightful end")).toEqual([
      "rotisserie chicken wing",
    ]);
    expect(foods("a small oatmeal cookie, which was both delicious and guilt-free")).toEqual(["oatmeal cookie"]);
  });

  it("keeps what a food combined or was described as with the food", () => {
    expect(foods("a small taco that combined egg and breakfast meat")).toHaveLength(1);
    expect(foods("a cup of instant coffee that was both pre-lightened and pre-sweetened")).toHaveLength(1);
    expect(foods("a cup of vegetable soup, packed with flavor and wholesome ingredients")).toEqual(["vegetable soup"]);
  });

  it("drops what a bar tastes of, what the eating allowed, and a taste said as a food's flavour", () => {
    expect(foods("a Baby Ruth bar, enjoying the perfect blend of chocolate, caramel, and peanuts")).toEqual([
      "baby ruth bar",
    ]);
    expect(foods("a cup of fried pork chop, allowing me to relish the tasty lean and fat portions alike")).toEqual([
      "fried pork chop",
    ]);
    expect(foods("a small bag of Doritos with a cool ranch flavor")).toHaveLength(1);
    expect(foods("For my dinner dessert, I savored a fun-size bar of caramel")).toEqual(["caramel"]);
  });

  it("reads what a food was soaked in, set next to or melted on as foods of their own", () => {
    expect(foods("a cup of cereal while soaking it in a cup of 2% milk")).toEqual(["cereal", "2% milk"]);
    expect(foods("a tablespoon of butter next to a peanut butter and jelly sandwich")).toHaveLength(2);
    expect(foods("a pat of butter melting on a slice of toasted white bread")).toEqual([
      "butter",
      "toasted white bread",
    ]);
  });

  it("reads an amount whose food is named in what describes it", () => {
    expect(foods("a miniature dark chocolate along with a fun-size package bursting with delicious gumdrops")).toEqual([
      "dark chocolate",
      "gumdrops",
    ]);
  });

  it("keeps a part listed after a described food with it", () => {
    expect(foods("one breakfast bar, featuring a light cereal crust and a flavorful fruit filling")).toHaveLength(1);
  });

  it("reads a measured sweetener added to a dish as its own item", () => {
    expect(foods("a cup of oatmeal made with water and sweetened with an individual packet of sucralose")).toEqual([
      "oatmeal made with water",
      "sucralose",
    ]);
    expect(foods("a cup of cooked barley, enriched with a bit of fat")).toHaveLength(1);
  });

  it("reads 'to drink' as what was done with the food, not a drink", () => {
    expect(foods("a cup of whole milk to drink")).toEqual(["whole milk"]);
    expect(foods("a bagel to eat on the way")).toEqual(["bagel"]);
  });

  it("drops a comment on the food's qualities, however many foods it names", () => {
    expect(foods("a package of Easy Mac, indulging in its creamy and cheesy goodness, and a cola")).toEqual([
      "easy mac",
      "cola",
    ]);
  });

  it("drops what a food was used as or measured as", () => {
    expect(foods("two tablespoons of cream cheese as a dip for my bagel")).toEqual(["cream cheese"]);
    expect(foods("a cup of shredded cheddar, which was a delightful addition to my breakfast spread")).toEqual([
      "shredded cheddar",
    ]);
    expect(foods("a serving of fruit butter, measured as one guideline amount per slice of bread")).toEqual([
      "fruit butter",
    ]);
  });

  it("keeps a new food named in a gerund clause as its own item", () => {
    expect(foods("I had a glass of orange juice, savoring a belgian waffle")).toEqual([
      "orange juice",
      "belgian waffle",
    ]);
  });

  it("starts a new item when a described dish is followed by a new clause", () => {
    expect(foods("a slice of pizza topped with fruit, and I had another slice of pizza with vegetables")).toHaveLength(
      2,
    );
  });
});

describe("sizes", () => {
  it("reads 'medium crust' as the crust, not the portion", () => {
    const [pizza] = items("a medium crust pizza");
    expect(pizza?.foodText).toBe("medium crust pizza");
    expect(pizza?.quantity?.size).toBeUndefined();
  });

  it("reads king-size as the biggest size", () => {
    expect(items("a king-size candy bar")[0]?.quantity?.size).toBe("jumbo");
  });
});

describe("amounts that look like other things", () => {
  it("does not read 'by 3.5 g' as a clock time", () => {
    const sugar = items("248g of cafe con leche complemented by 3.5g of white granulated sugar").find((i) =>
      i.foodText.includes("sugar"),
    );
    expect(sugar?.quantity).toMatchObject({ amount: 3.5, unit: "g" });
  });

  it("keeps a drink named after the lead-in", () => {
    expect(foods("a 150g raw peach alongside a 496g energy drink")).toEqual(["raw peach", "energy drink"]);
  });
});

describe("messages that weigh their foods", () => {
  it("gives each weight to the food right next to it", () => {
    const read = items("For lunch I had 150g of grilled chicken, 200 g rice and a 30g slice of bread").map((i) => [
      i.foodText,
      i.quantity?.amount,
      i.quantity?.unit,
    ]);
    expect(read).toEqual([
      ["grilled chicken", 150, "g"],
      ["rice", 200, "g"],
      ["bread", 30, "g"],
    ]);
  });

  it("folds an unweighed piece into the weighed food it describes", () => {
    const read = items("a delightful 65g doughnut, the cake type with a sprinkle of powdered sugar");
    expect(read).toHaveLength(1);
    expect(read[0]?.quantity).toMatchObject({ amount: 65, unit: "g" });
  });
});

describe("several weighed foods in one phrase", () => {
  it("splits a second weight after on/into", () => {
    expect(items("15g of cream cheese on a 105g bagel").map((i) => [i.foodText, i.quantity?.amount])).toEqual([
      ["cream cheese", 15],
      ["bagel", 105],
    ]);
  });

  it("reads 'while relishing' as a second food", () => {
    expect(foods("28g of potato chips while relishing a 260g turkey sandwich")).toEqual([
      "potato chips",
      "turkey sandwich",
    ]);
  });

  it("keeps the sides of a weighed frozen meal inside its weight", () => {
    const read = items("a 312g Salisbury steak with gravy, accompanied by potatoes and vegetables from a frozen meal");
    expect(read).toHaveLength(1);
    expect(read[0]?.quantity?.amount).toBe(312);
  });
});

describe("two weights", () => {
  it("are two foods: a weighed piece without food words never lends its weight to the next weighed food", () => {
    const read = items("160 g of gen spirits, paired with 40 g of toasted peanuts");
    expect(read.find((i) => i.foodText === "toasted peanuts")?.quantity).toMatchObject({ amount: 40, unit: "g" });
  });
});

describe("a weight said last", () => {
  it("weighs the whole dish, parts included", () => {
    const read = items("a 372g cola, accompanied by a thick crust pizza with meat and vegetables at 101g");
    expect(read.map((i) => [i.foodText, i.quantity?.amount, i.quantity?.unit])).toEqual([
      ["cola", 372, "g"],
      ["thick crust pizza with meat and vegetables", 101, "g"],
    ]);
  });

  it("replaces a counted amount with the weight", () => {
    const [cake] = items("a slice of yellow cake with icing weighing 75g");
    expect(cake?.foodText).toBe("yellow cake with icing");
    expect(cake?.quantity).toMatchObject({ amount: 75, unit: "g" });
  });
});

describe("'light'", () => {
  it("names a light variant of foods sold that way", () => {
    expect(foods("480g of light beer and 2 tbsp light sour cream")).toEqual(["light beer", "light sour cream"]);
    expect(foods("57g of light cheese-flavored popcorn")).toEqual(["light cheese-flavored popcorn"]);
  });

  it("is talk before other words", () => {
    expect(foods("a light snack of popcorn, a light and fluffy pancake")).toEqual(["popcorn", "pancake"]);
  });
});

describe("the dish beats its ingredients", () => {
  it("keeps a counted part inside the dish it was made with", () => {
    expect(foods("a hearty cheeseburger made with a medium patty on a white bun")).toHaveLength(1);
  });

  it("reads 'bursting with', 'brimming with' and 'piled high with' as what the dish holds", () => {
    expect(foods("a quesadilla, brimming with chicken and vegetables")).toHaveLength(1);
    expect(foods("a piece of thick-crust pizza, piled high with extra meat and colorful vegetables")).toHaveLength(1);
    expect(foods("a regular samosa, bursting with a filling of potatoes and peas")).toHaveLength(1);
  });

  it("gives a weighed or measured part its own item", () => {
    expect(foods("a small white hoagie roll filled with a cup of ham")).toHaveLength(2);
  });

  it("drops a piece that is only a comment", () => {
    expect(foods("To round out the meal, I had a medium burrito filled with meat")).toEqual([
      "burrito filled with meat",
    ]);
    expect(foods("I added a burst of flavor with a packet of hot pepper sauce")).toEqual(["hot pepper sauce"]);
  });
});

describe("a weight after a measure word", () => {
  it("splits 'on a slice of 33g bread' from the spread before it", () => {
    expect(
      items("14g of margarine on a slice of 33g toasted whole wheat bread").map((i) => i.quantity?.amount),
    ).toEqual([14, 33]);
  });
});

describe("descriptions after a food", () => {
  it("keeps 'either baked at home or from the bakery' with the cookie", () => {
    expect(foods("a small chocolate chip cookie, either baked at home or from the bakery.")).toHaveLength(1);
  });

  it("keeps a filling or coating with its food", () => {
    expect(foods("a large oatmeal sandwich cookie with a luscious creme filling that hit the spot")).toHaveLength(1);
    expect(foods("a medium-sized cookie with a sweet icing")).toHaveLength(1);
    expect(foods("a tasty yeast doughnut, perfectly finished with a layer of chocolate icing")).toHaveLength(1);
  });

  it("drops 'enjoying the burst of flavor … with each bite'", () => {
    expect(foods("I treated myself to a whole guava, enjoying the burst of flavor it brings with each bite.")).toEqual([
      "whole guava",
    ]);
  });

  it("keeps an amount that ran on before a comma with its food", () => {
    const read = items("a small herring fillet that was baked with added fat, and a cup of soft, cooked white rice");
    expect(read.map((i) => i.quantity?.unit)).toEqual([undefined, "cup"]);
    expect(items("an ounce of dry roasted, unsalted peanuts")).toMatchObject([
      { foodText: "dry roasted unsalted peanuts", quantity: { unit: "oz" } },
    ]);
  });

  it("keeps words with no amount with the food before them when the next food has its own amount", () => {
    expect(
      foods("a cup of diced chicken breast, grilled and sauced, along with a small grilled chicken drumstick"),
    ).toEqual(["diced chicken breast and grilled sauced", "grilled chicken drumstick"]);
  });

  it("runs an amount on after a meal word: there is no food yet for its words to describe", () => {
    expect(items("a lunch featuring a cup of cooked, diced ham")).toMatchObject([
      { foodText: "cooked diced ham", quantity: { unit: "cup" } },
    ]);
  });
});

describe("sweetened, enhanced and 'the … variety'", () => {
  it("keeps 'pre-sweetened with sugar' inside the drink", () => {
    expect(foods("a large iced black tea pre-sweetened with sugar")).toEqual([
      "iced black tea pre-sweetened with sugar",
    ]);
  });

  it("reads ', the coconut cream variety' as the kind of pudding", () => {
    expect(foods("half a cup of instant pudding, the coconut cream variety, prepared with whole milk")).toHaveLength(1);
  });

  it("starts a new item at 'some …' after a described dish", () => {
    expect(foods("a quarter pounder with cheese, some honey mustard dressing, and fries")).toHaveLength(3);
  });
});

describe("verbs and places around a food", () => {
  it("drops 'I couldn't resist' and a verb before an amount ('spread a tablespoon of')", () => {
    expect(items("I couldn't resist another slice of pizza")[0]).toMatchObject({
      foodText: "pizza",
      quantity: { amount: 1, unit: "slice" },
    });
    expect(items("toast, and spread a tablespoon of peanut butter on top")[1]).toMatchObject({
      foodText: "peanut butter",
      quantity: { amount: 1, unit: "tbsp" },
    });
    expect(foods("a tablespoon of cheese spread")).toEqual(["cheese spread"]);
  });

  it("drops where a topping went ('over my toast')", () => {
    expect(foods("I drizzled a tablespoon of honey over my toast")).toEqual(["honey"]);
  });

  it("reads what a food 'featured' or 'had' as what it came with, but a meal's contents as the food", () => {
    expect(foods("a small piece of pizza that featured cheese and vegetables")).toEqual([
      "pizza with cheese and vegetables",
    ]);
    expect(foods("a frozen meal that featured sliced beef")[0]).not.toMatch(/with/);
  });

  it("reads a describing word between an article and its unit ('a cup of smooth, creamed cottage cheese')", () => {
    expect(items("a smooth tablespoon of applesauce")[0]?.quantity).toMatchObject({ unit: "tbsp" });
    expect(items("a cup of smooth, creamed cottage cheese")[0]?.quantity).toMatchObject({ unit: "cup" });
    expect(items("a convenient pouch of applesauce")[0]?.quantity).toMatchObject({ unit: "packet" });
  });
});

describe("verbs of the telling before an amount", () => {
  it("drops 'treating myself to' and 'took' before the amount, but keeps a cooking word", () => {
    expect(items("a banana and treating myself to a piece of hard candy")[1]).toMatchObject({
      foodText: "hard candy",
      quantity: { amount: 1, unit: "piece" },
    });
    expect(items("and took a tablespoon of peanut butter")[0]?.quantity).toMatchObject({ unit: "tbsp" });
    expect(foods("grilled 2 chicken breasts")).toEqual(["grilled chicken breasts"]);
  });

  it("keeps a describing word that is not followed by an amount", () => {
    const read = foods("360g of hot green tea, decaffeinated for a calm experience");
    expect(read).toHaveLength(1);
    expect(read[0]).toMatch(/^hot green tea .*decaffeinated/);
  });
});

describe("comments and companions around a food", () => {
  it("drops a comment on the dish ('a comforting and sweet dish that …', 'delivering that taste')", () => {
    expect(
      foods("a cup of bread pudding, a comforting and sweet dish that always brings back memories of home"),
    ).toEqual(["bread pudding"]);
    expect(foods("a taco with meat, delivering that fast-food taste I crave")).toEqual(["taco with meat"]);
  });

  it("keeps the food a drink accompanies, and one eaten 'as I savored' it", () => {
    expect(foods("a bottle of orange juice, which is a perfect accompaniment to my chocolate doughnut")).toHaveLength(
      2,
    );
    expect(foods("a bottle of water as I savored an empanada")).toEqual(["water", "empanada"]);
  });

  it("reads a weight said of 'a frozen meal' as the weight of the food just named", () => {
    expect(items("a Salisbury steak dinner, which was a frozen meal weighing 11 ounces")).toMatchObject([
      { quantity: { amount: 11, unit: "oz" } },
    ]);
  });
});

describe("a food soaked in another", () => {
  it("reads 'drenched in a cup of milk' as the milk", () => {
    expect(foods("a cup of cereal drenched in a cup of low-fat milk")).toEqual(["cereal", "low-fat milk"]);
  });
});

describe("what a spread went on", () => {
  it("is a food of its own ('margarine on a regular bagel'), but a burger's bun stays the burger's", () => {
    expect(foods("I spread a tablespoon of margarine on a regular bagel")).toEqual(["margarine", "regular bagel"]);
    expect(foods("a cheeseburger with ketchup on a bun")).toHaveLength(1);
  });

  it("is a food of its own when a condiment was added to it", () => {
    expect(foods("I added a packet of mustard to my frankfurter on a white bun")).toEqual([
      "mustard",
      "frankfurter on white bun",
    ]);
    expect(foods("added a bit of 9g hot pepper sauce to my 170g meatless burrito")).toEqual([
      "hot pepper sauce",
      "meatless burrito",
    ]);
    // Milk added to a coffee goes into it: the drink's own, weighed as such.
    expect(foods("added milk to my coffee")).toHaveLength(1);
  });
});

describe("words that restate or comment", () => {
  it("reads a second measure of the same amount as no food ('one cup (8 fl oz)')", () => {
    expect(foods("a warm cup of brewed coffee, enjoying one cup (8 fl oz), and a crunchy granola bar")).toEqual([
      "brewed coffee",
      "crunchy granola bar",
    ]);
  });

  it("drops 'as a sweet pick-me-up' and 'baked to bring out its flavor'", () => {
    expect(foods("As a sweet pick-me-up, I had a cookie")).toEqual(["cookie"]);
    expect(
      foods("39.2g of ham, perfectly pan-fried to bring out its savory flavor, accompanied by 164.7g of fried eggs"),
    ).toEqual(["ham pan-fried", "fried eggs"]);
  });

  it("drops the dish said again as how it was assembled or cut ('all nestled in one croissant')", () => {
    expect(foods("a croissant sandwich with bacon and egg, all nestled in one delightful croissant")).toHaveLength(1);
    expect(foods("a piece of apple pie, cut to one-eighth of a 9-inch diameter pie")).toEqual(["apple pie"]);
    expect(foods("a piece of apple pie, measuring one-eighth of a nine-inch pie")).toEqual(["apple pie"]);
  });

  it("reads what a drink was had 'to wash down' as a food of its own", () => {
    expect(foods("a can of soda to wash down my frozen pepperoni pizza")).toEqual(["soda", "frozen pepperoni pizza"]);
  });

  it("drops what a food brought ('adding a refreshing zing') but keeps a touch of a food", () => {
    expect(foods("a cup of hot tea, adding a refreshing zing to my warm beverage")).toEqual(["hot tea"]);
    expect(foods("a cup of coffee, adding a touch of cream")).toHaveLength(2);
  });

  it("keeps an ampersand inside a product's name, and splits one between foods", () => {
    expect(foods("a Hot Pockets Beef & Cheddar turnover and a can of cola")).toEqual([
      "hot pockets beef cheddar turnover",
      "cola",
    ]);
    expect(foods("eggs & toast")).toHaveLength(2);
  });
});

describe("an extra with its own amount", () => {
  it("is its own item when a drink is 'flavored with' or 'enhanced by' it", () => {
    expect(foods("a cup of brewed coffee flavored with an individual container of liquid coffee creamer")).toEqual([
      "brewed coffee",
      "liquid coffee creamer",
    ]);
    expect(foods("a cup of brewed coffee enhanced by a flavored liquid creamer")).toHaveLength(2);
    expect(foods("a hot dog sandwich made with a plain frankfurter")).toHaveLength(1);
  });
});

describe("describing words after a described drink", () => {
  it("do not run on into the next food when it opens with its own article", () => {
    expect(
      foods("a child-sized drink that was caffeine-free and fruity, complemented by a slice of thin-crust pizza"),
    ).toHaveLength(2);
  });
});

describe("items typed without commas", () => {
  it.each([
    ["big mac lg fries lg coke", ["big mac", "fries", "cola"]],
    ["a cup of milk a slice of toast", ["milk", "toast"]],
    ["2 eggs 2 slices toast", ["eggs", "toast"]],
  ])("'%s' is read as one item per food", (text, expected) => {
    expect(foods(text)).toEqual(expected);
  });

  it.each([
    ["coffee 16 oz", 1],
    ["chicken a la king", 1],
    ["i drink a cup of tea", 1],
    ["a fiber one muffin, a banana", 2],
  ])("'%s' keeps its amounts and names whole (%i items)", (text, count) => {
    expect(foods(text)).toHaveLength(count);
  });
});

describe("words that name no food (open vocabulary)", () => {
  it("never makes a food or blocks an amount of praise it has no list for", () => {
    expect(foods("I relished a speedy, scrumptious bowl of chili")).toEqual(["chili"]);
    expect(items("a reviving cup of milk")[0]?.quantity).toMatchObject({ amount: 1, unit: "cup" });
  });

  it("reads a word of talk as the food a measure was said of ('a tablespoon of relish'), and only then", () => {
    expect(foods("a hot dog, with a tablespoon of relish and a packet of mustard")).toEqual([
      "hot dog",
      "relish",
      "mustard",
    ]);
    expect(foods("I relish a cup of tea")).toEqual(["tea"]);
  });

  it("reads any participle or verb and particle with 'by' before an amount as another item ('rounded out by', 'set off by')", () => {
    expect(foods("a bagel rounded out by a cup of milk")).toEqual(["bagel", "milk"]);
    expect(foods("a small muffin joined by a banana")).toEqual(["muffin", "banana"]);
    expect(foods("a cup of corn chips set off by a cup of macaroni salad")).toEqual(["corn chips", "macaroni salad"]);
    expect(foods("a slice of cake made by my mom")).toHaveLength(1);
  });

  it("starts another item at a clause of talk in text typed without punctuation", () => {
    expect(foods("i had a bottle of water relished a bag of chips")).toEqual(["water", "chips"]);
    expect(foods("a coffee to go with my meal i sipped a can of cola")).toEqual(["coffee", "cola"]);
    expect(foods("to start my day i had one perfectly boiled egg")).toEqual(["boiled egg"]);
  });
});

describe("what a meal featured", () => {
  it("reads the foods a meal word 'featured' as items, wherever the meal word stands in the list", () => {
    expect(foods("a cup of cooked cabbage and a delightful dinner featuring a small broiled chicken thigh")).toEqual([
      "cooked cabbage",
      "broiled chicken thigh",
    ]);
    expect(
      foods("a delightful dinner featuring a small broiled chicken thigh and a cup of cooked cabbage"),
    ).toHaveLength(2);
  });
});

describe("text typed without commas", () => {
  it("ends a food before an article whatever its last word is, a unit that names a food included", () => {
    expect(foods("a piece of milk chocolate candy a nutrition bar a slice of wheat bread")).toHaveLength(3);
    expect(foods("1 ounce of fruit leather a small brownie cookie")).toHaveLength(2);
    expect(foods("i drink a cup of tea")).toHaveLength(1);
  });
});
